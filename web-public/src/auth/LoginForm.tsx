import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { collect, email as emailRule, required, type Errors } from '../forms/rules.js';
import { useAuth } from './AuthContext.js';
import type { User } from './user.js';

export interface LoginFormProps {
  /** The banner of a failed sign-in: the page and the dialog word it differently (spec §8). */
  failureText: string;
  onSignedIn: (user: User) => void;
  /** Under the button: the dialog's link to registration. */
  footer?: ReactNode;
  idPrefix: string;
}

/** Email and password, checked here first (spec §5), then POST /auth/login. */
export function LoginForm({ failureText, onSignedIn, footer, idPrefix }: LoginFormProps) {
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = collect({ email: emailRule(email), password: required(password, 'password') });
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      onSignedIn(await login(email.trim(), password));
    } catch {
      // Spec §8: any failure of sign-in reads the same, whatever the cause.
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Sign in">
      {failed && <Alert severity="error">{failureText}</Alert>}
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        required
        fullWidth
      />
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
      {footer}
    </Stack>
  );
}
