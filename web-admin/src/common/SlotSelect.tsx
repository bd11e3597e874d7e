import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

export interface SlotChoice {
  id: string;
  name: string;
}

/**
 * The open slot to move a booking or a plan's visit to (the re-book and change-slot
 * dialogs): the server's refusal under the field, else whether the slots are still
 * loading or there are none.
 */
export function SlotSelect(props: {
  label: string;
  value: string;
  choices: readonly SlotChoice[];
  loading: boolean;
  /** The text when no slot is open. */
  none: string;
  error?: string;
  onChange: (slot: string) => void;
}) {
  const translate = useTranslate();
  const { error, loading, choices } = props;
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      label={translate(props.label)}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ? translate(error) : loading ? translate('app.rebook.loading') : choices.length === 0 ? translate(props.none) : ' '}
    >
      {choices.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
