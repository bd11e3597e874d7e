import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ApiError, failureMessage } from '../api/http.js';
import { collect, email as emailRule, required, type Errors } from '../forms/rules.js';
import { useAuth } from './AuthContext.js';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';
import type { User } from '@app/core/contract/accounts';
import { EmailField } from './EmailField.js';

export interface LoginFormProps {
  /** The banner of a failed sign-in: the page and the dialog word it differently (spec §8). */
  failureText: string;
  onSignedIn: (user: User) => void;
  /** The link to registration under the button (the header's register dialog). */
  onOpenRegister: () => void;
  idPrefix: string;
}

/** Email and password, checked here first (spec §5), then POST /auth/login; or Forgot password?. */
export function LoginForm({ failureText, onSignedIn, onOpenRegister, idPrefix }: LoginFormProps) {
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = collect({ email: emailRule(email), password: required(password, 'password') });
    setErrors(found);
    setFailed(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      onSignedIn(await login(email.trim(), password));
    } catch (error) {
      // Spec §8: refused credentials read the same, whatever the cause; a call that did not
      // get an answer (offline, too many attempts, a server error) says so instead.
      setFailed(error instanceof ApiError && error.status === 422 ? failureText : failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  if (forgot) return <ForgotPasswordForm idPrefix={idPrefix} initialEmail={email} onBack={() => setForgot(false)} />;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Sign in">
      {failed && <Alert severity="error">{failed}</Alert>}
      <EmailField id={`${idPrefix}-email`} value={email} onChange={setEmail} error={errors.email} />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        required
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={sending} fullWidth>
        {sending ? 'Signing in…' : 'Sign in'}
      </Button>
      <Link component="button" type="button" onClick={() => setForgot(true)} sx={{ alignSelf: 'center', minHeight: 44 }}>
        Forgot password?
      </Link>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        No account yet?{' '}
        <Link component="button" type="button" onClick={onOpenRegister}>
          Register
        </Link>
      </Typography>
    </Stack>
  );
}
