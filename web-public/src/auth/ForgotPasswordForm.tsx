import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { Message } from '@app/core/contract/bookings';
import { api, formErrors } from '../api/http.js';
import { email as emailRule, type Errors } from '../forms/rules.js';
import { EmailField } from './EmailField.js';

export interface ForgotPasswordFormProps {
  idPrefix: string;
  /** What was typed in the sign-in form's e-mail field. */
  initialEmail: string;
  onBack: () => void;
}

/**
 * Forgot password?: POST /api/forgot-password mails the account's set-password link. The
 * server answers the same whether or not the address has an account; its message is shown.
 */
export function ForgotPasswordForm({ idPrefix, initialEmail, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailRule(email);
    setErrors(problem ? { email: problem } : {});
    if (problem) return;
    setSending(true);
    try {
      setSent((await api<Message>('POST', '/api/forgot-password', { email: email.trim() })).message);
    } catch (error) {
      setErrors(formErrors(error));
    } finally {
      setSending(false);
    }
  }

  const back = (
    <Link component="button" type="button" onClick={onBack} sx={{ alignSelf: 'center', minHeight: 44 }}>
      Back to sign in
    </Link>
  );
  if (sent) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{sent}</Alert>
        {back}
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Forgot password">
      <Typography variant="body2">Type the e-mail you sign in with: we will send it a link to set a new password.</Typography>
      {errors._ && <Alert severity="error">{errors._}</Alert>}
      <EmailField id={`${idPrefix}-forgot-email`} value={email} onChange={setEmail} error={errors.email} />
      <Button type="submit" variant="contained" disabled={sending} fullWidth>
        {sending ? 'Sending…' : 'Send me a link'}
      </Button>
      {back}
    </Stack>
  );
}
