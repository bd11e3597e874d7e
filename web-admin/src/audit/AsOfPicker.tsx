import RestoreIcon from '@mui/icons-material/Restore';
import TodayIcon from '@mui/icons-material/Today';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Button, useTranslate } from 'react-admin';

interface Props {
  /** The moment shown, as typed ('2026-11-27T13:01:39', Manila wall clock); null: now. */
  value: string | null;
  onChange: (moment: string | null) => void;
  /** The server's words on the last moment asked, shown under the field. */
  error?: string | null;
}

/**
 * "As of": a date and time in Manila (the console's clock), down to the second. The
 * browser's own date-time input, as react-admin's DateTimeInput renders it, without its
 * form and without turning the wall clock into the browser's zone: the api reads a time
 * without a zone as Manila's. Show asks the server; Now goes back to the whole history.
 */
export function AsOfPicker({ value, onChange, error }: Props) {
  const t = useTranslate();
  const [draft, setDraft] = useState(value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft || null);
  };
  return (
    <Box component="form" role="search" aria-label={t('app.history.as_of_form')} onSubmit={submit} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        type="datetime-local"
        size="small"
        label={t('app.history.as_of')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? t('app.history.as_of_help')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        fullWidth={false}
        sx={{ width: 300 }}
      />
      <Button type="submit" variant="contained" label={t('app.history.show')} disabled={!draft} sx={{ mt: 0.5 }}>
        <RestoreIcon />
      </Button>
      <Button
        label={t('app.history.now')}
        disabled={value === null && !draft}
        onClick={() => {
          setDraft('');
          onChange(null);
        }}
        sx={{ mt: 0.5 }}
      >
        <TodayIcon />
      </Button>
    </Box>
  );
}
