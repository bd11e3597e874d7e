import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AssignedManongs } from '@app/core/contract/adminBookings';
import { Button, Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { manongChoicesQuery } from '../teams/useManongChoices.js';
import { command } from './commands.js';
import { failureText, fieldErrors } from '../dataProvider/failureText.js';
import { assignmentProblems, optionDisabled, secondaryEnabled, teamChanged } from './manongRules.js';
import type { BookingRecord } from './types.js';

/**
 * The Manongs dialog (AssignManongsButton): the assigned team as it opened, the pickers, Save
 * with the version it opened on, and the question before a team already assigned changes.
 * Its own chunk, loaded at the button's first click with the team.
 */
export function AssignManongsDialog({ booking, assigned, open, close }: { booking: BookingRecord; assigned: AssignedManongs; open: boolean; close: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  // Read afresh by the opening (start), with the team: not again as the dialog mounts.
  const { data: manongs = [] } = useQuery({ ...manongChoicesQuery, refetchOnMount: false });
  const [primary, setPrimary] = useState<string[]>(() => assigned.primary_manongs.map((m) => m.id));
  const [secondary, setSecondary] = useState<string[]>(() => assigned.secondary_manongs.map((m) => m.id));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // The team's problems show once a picker was used: an empty dialog is not yet a mistake.
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const before = { primary: assigned.primary_manongs.map((m) => m.id), secondary: assigned.secondary_manongs.map((m) => m.id) };
  const reassigning = before.primary.length + before.secondary.length > 0;
  const problems = assignmentProblems(primary, secondary);
  const errors = { ...(touched ? problems : {}), ...serverErrors };

  const send = async (successText?: string) => {
    setBusy(true);
    try {
      const answer = await command('bookings', booking.id, 'assign-manongs', { primaryManongs: primary, secondaryManongs: secondary, version: assigned.version });
      notify(successText ?? answer.message ?? 'app.message.manongs_assigned', { type: 'success' });
      close();
      refresh();
    } catch (error) {
      setServerErrors(fieldErrors(error));
      notify(failureText(error), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  const save = () => {
    if (reassigning && teamChanged(before, { primary, secondary })) setAsking(true);
    else void send();
  };
  const declined = () => {
    setAsking(false);
    close();
    notify('app.message.no_changes', { type: 'info' });
  };

  const names = new Map(manongs.map((m) => [m.id, m.name]));
  // Each person once: a picker lists neither its own chips nor the other group's people.
  const picker = (label: string, field: string, value: string[], other: string[], onChange: (ids: string[]) => void, disabled = false) => (
    <Autocomplete
      multiple
      filterSelectedOptions
      disabled={disabled}
      options={manongs.map((m) => m.id).filter((id) => !other.includes(id))}
      value={value}
      getOptionLabel={(id) => names.get(id) ?? id}
      getOptionDisabled={(id) => optionDisabled(id, value, other)}
      onChange={(_, ids) => {
        setServerErrors({});
        setTouched(true);
        onChange(ids);
      }}
      renderInput={(params) => <TextField {...params} label={translate(label)} error={Boolean(errors[field])} helperText={errors[field] ?? ' '} />}
    />
  );

  return (
    <>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" onClick={(event) => event.stopPropagation()}>
        <DialogTitle>{translate('app.dialog.assign_manongs', { id: booking.id })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {picker('resources.bookings.fields.primaryManongs', 'primaryManongs', primary, secondary, (ids) => {
              setPrimary(ids);
              // Secondaries only beside a full primary pair (spec §5).
              if (!secondaryEnabled(ids)) setSecondary([]);
            })}
            {picker('resources.bookings.fields.secondaryManongs', 'secondaryManongs', secondary, primary, setSecondary, !secondaryEnabled(primary))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={close} />
          <Button label="ra.action.save" variant="contained" disabled={busy || Object.keys(problems).length > 0} onClick={save} />
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="app.confirm.reassign_manongs"
        content="app.confirm.reassign_manongs_content"
        confirm="app.action.yes"
        cancel="app.action.no"
        onConfirm={() => void send('app.message.manongs_reassigned')}
        onClose={declined}
      />
    </>
  );
}
