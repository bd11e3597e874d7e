import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';

export interface SignInCardProps {
  /** Signs in, or throws an Error whose message is shown (the spec's one login failure text). */
  onSignIn: (email: string, password: string) => Promise<void>;
  translate: (key: string) => string;
  /** The first key or tap in the form (not the e-mail field's autofocus): the sign-in page starts loading the console then. */
  onFirstInput?: () => void;
}

/**
 * The console's sign-in form: an e-mail and a password, Sign in, and the refusal in the
 * card. Built from MUI alone, so the signed-out page at /admin/login paints without
 * react-admin (login/signInEntry.tsx); inside the console it is react-admin's login page
 * too (layout/LoginPage.tsx), so the two are the same form. The fields keep react-admin's
 * names (`username` holds the e-mail).
 */
export function SignInCard({ onSignIn, translate, onFirstInput }: SignInCardProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await onSignIn(String(form.get('username') ?? ''), String(form.get('password') ?? ''));
    } catch (failure) {
      setError(translate(failure instanceof Error && failure.message ? failure.message : 'ra.auth.sign_in_error'));
      setBusy(false);
    }
  };
  const firstInput = () => {
    if (touched) return;
    setTouched(true);
    onFirstInput?.();
  };

  return (
    <Box component="main" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', alignItems: 'center', justifyContent: 'flex-start', bgcolor: 'grey.100' }}>
      <Card sx={{ minWidth: 300, maxWidth: 360, width: '100%', mt: '6em' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>
            <LockIcon />
          </Avatar>
        </Box>
        <Typography component="h1" variant="h6" align="center" sx={{ mt: 1 }}>
          {translate('app.login.title')}
        </Typography>
        <CardContent component="form" onSubmit={(e) => void submit(e as FormEvent<HTMLFormElement>)} onKeyDown={firstInput} onPointerDown={firstInput}>
          <Field name="username" label={translate('ra.auth.username')} autoComplete="username" type="email" autoFocus disabled={busy} />
          <Field name="password" label={translate('ra.auth.password')} autoComplete="current-password" type="password" disabled={busy} />
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
          <Button type="submit" variant="contained" color="primary" fullWidth disabled={busy} sx={{ mt: 2 }}>
            {busy ? <CircularProgress size={19} thickness={3} aria-label={translate('ra.auth.sign_in')} /> : translate('ra.auth.sign_in')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * A filled field as react-admin draws its inputs, from MUI's parts: TextField would bring
 * its select mode (Select, Menu, Popover) into the sign-in page's script.
 */
function Field({ name, label, autoComplete, type, autoFocus = false, disabled }: { name: string; label: string; autoComplete: string; type: string; autoFocus?: boolean; disabled: boolean }) {
  const id = useId();
  return (
    <FormControl variant="filled" fullWidth margin="dense" required disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput id={id} name={name} type={type} autoComplete={autoComplete} autoFocus={autoFocus} />
    </FormControl>
  );
}
