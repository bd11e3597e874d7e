import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { api, ApiError } from '../api/http.js';

type LinkState = { status: 'checking' } | { status: 'valid'; email: string } | { status: 'invalid' } | { status: 'done'; message: string };

/**
 * Where the e-mailed single-use link lands: accounts made by an administrator or for a
 * guest have no password until their owner chooses one here.
 */
export default function SetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<LinkState>({ status: 'checking' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!token) return setState({ status: 'invalid' });
    api<{ email: string }>('GET', `/api/set-password/${encodeURIComponent(token)}`)
      .then((found) => setState({ status: 'valid', email: found.email }))
      .catch(() => setState({ status: 'invalid' }));
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      const res = await api<{ message: string }>('POST', '/api/set-password', { token, password, password_confirmation: confirmation });
      setState({ status: 'done', message: res.message });
    } catch (error) {
      if (error instanceof ApiError && error.errors.token) setState({ status: 'invalid' });
      else setErrors(error instanceof ApiError ? error.errors : { _: ['Something went wrong. Please try again.'] });
    } finally {
      setSending(false);
    }
  }

  return (
    <Container maxWidth="xs" sx={{ py: 8 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Set your password
      </Typography>
      {state.status === 'checking' && <CircularProgress aria-label="Checking the link" />}
      {state.status === 'invalid' && <Alert severity="error">This link has expired or has already been used. Ask us for a new one.</Alert>}
      {state.status === 'done' && (
        <Stack spacing={2}>
          <Alert severity="success">{state.message}</Alert>
          <Button variant="contained" component={RouterLink} to="/login">
            Sign in
          </Button>
        </Stack>
      )}
      {state.status === 'valid' && (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Typography color="text.secondary">For {state.email}</Typography>
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password?.[0] ?? 'At least 8 characters.'}
            required
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={Boolean(errors.password_confirmation)}
            helperText={errors.password_confirmation?.[0]}
            required
          />
          {errors._ && <Alert severity="error">{errors._[0]}</Alert>}
          <Button type="submit" variant="contained" disabled={sending || !password || !confirmation}>
            Set password
          </Button>
        </Stack>
      )}
    </Container>
  );
}
