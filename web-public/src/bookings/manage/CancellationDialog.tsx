import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { collect, required } from '../../forms/rules.js';
import { useDialogSubmit } from '../useDialogSubmit.js';

export interface CancellationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the request; throws the api's error (422 fields `reason`, `bankAccount`). */
  onSubmit: (reason: string, bankAccount: string) => Promise<void>;
}

/**
 * Spec §2 and §5: reason and refund bank account, both required, though only a reason
 * enables Submit Request; a missing bank account is then the first error, shown in red.
 */
export function CancellationDialog({ open, onClose, onSubmit }: CancellationDialogProps) {
  const [reason, setReason] = useState('');
  const [bankAccount, setBankAccount] = useState('');
  const { errors, setErrors, busy, run } = useDialogSubmit();

  useEffect(() => {
    if (!open) return;
    setReason('');
    setBankAccount('');
    setErrors({});
  }, [open, setErrors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = collect({ reason: required(reason, 'Cancellation Reason'), bankAccount: required(bankAccount, 'Bank Account Details') });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(() => onSubmit(reason.trim(), bankAccount.trim()));
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancellation-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Cancellation Request">
        <DialogTitle id="cancellation-title">Cancellation Request</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errors._ && <Alert severity="error">{errors._}</Alert>}
            <TextField
              id="cancellation-reason"
              label="Cancellation Reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={Boolean(errors.reason)}
              helperText={errors.reason}
              required
              multiline
              minRows={3}
              autoFocus
              fullWidth
            />
            <TextField
              id="cancellation-bank-account"
              label="Bank Account Details"
              value={bankAccount}
              onChange={(e) => setBankAccount(e.target.value)}
              error={Boolean(errors.bankAccount)}
              helperText={errors.bankAccount ?? 'Bank, account name and account number for the refund'}
              required
              multiline
              minRows={2}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" color="error" disabled={!reason.trim() || busy}>
            Submit Request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
