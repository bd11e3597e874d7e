import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formErrors } from '../api/http.js';
import { useAuth, type RegisterForm } from '../auth/AuthContext.js';
import { collect, confirmation, email, required, type Errors } from '../forms/rules.js';
import { useNotify } from '../notify/Notifier.js';

export interface RegisterDialogProps {
  open: boolean;
  onClose: () => void;
  onOpenLogin: () => void;
}

const blank: RegisterForm = { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' };

const fields: { name: keyof RegisterForm; label: string; type?: string; autoComplete: string }[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

/** A customer account (spec §5 rules); the new customer is signed in and taken to the profile. */
export function RegisterDialog({ open, onClose, onOpenLogin }: RegisterDialogProps) {
  const { register } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = collect({
      first_name: required(form.first_name, 'first name'),
      last_name: required(form.last_name, 'last name'),
      email: email(form.email),
      password: required(form.password, 'password'),
      password_confirmation: confirmation(form.password, form.password_confirmation),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await register({ ...form, email: form.email.trim() });
      notify('Registered!');
      setForm(blank);
      onClose();
      void navigate('/profile');
    } catch (error) {
      setErrors(formErrors(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="register-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="register-dialog-title">Create your account</DialogTitle>
      <DialogContent>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Register" sx={{ pt: 1 }}>
          {errors._ && <Alert severity="error">{errors._}</Alert>}
          {fields.map((field) => (
            <TextField
              key={field.name}
              id={`register-${field.name}`}
              name={field.name}
              label={field.label}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              value={form[field.name]}
              onChange={(e) => setForm({ ...form, [field.name]: e.target.value })}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name] ?? (field.name === 'password' ? 'At least 8 characters.' : undefined)}
              required
              fullWidth
            />
          ))}
          <Button type="submit" variant="contained" disabled={sending} fullWidth>
            {sending ? 'Registering…' : 'Register'}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            Already have an account?{' '}
            <Link component="button" type="button" onClick={onOpenLogin}>
              Sign in
            </Link>
          </Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
