import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { api, formErrors } from '../api/http.js';
import { useAuth } from '../auth/AuthContext.js';
import type { ProfileRequest, User } from '@app/core/contract/accounts';
import { optionalPhPhone } from '../forms/phone.js';
import { collect, confirmation, email, PH_PHONE_HINT, required, type Errors } from '../forms/rules.js';
import type { TextForm } from '@app/core/contract/textForm';
import { useNotify } from '../notify/Notifier.js';
import { TextMessagesChoice } from '../textMessages/TextMessagesChoice.js';

/** Every field of the contract's profile body, as the text its input holds. */
type ProfileForm = TextForm<ProfileRequest, keyof ProfileRequest>;

const fromUser = (user: User): ProfileForm => ({
  first_name: user.first_name,
  middle_name: user.middle_name ?? '',
  last_name: user.last_name,
  email: user.email,
  contact_number: user.contact_number ?? '',
  password: '',
  password_confirmation: '',
});

type Field = { name: keyof ProfileForm; label: string; autoComplete: string; type?: string; inputMode?: 'tel' | 'email'; helper?: string; required?: boolean; half?: boolean };

const fields: Field[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'middle_name', label: 'Middle name', autoComplete: 'additional-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', inputMode: 'email', required: true },
  { name: 'contact_number', label: 'Contact number', autoComplete: 'tel', type: 'tel', inputMode: 'tel', helper: PH_PHONE_HINT },
  { name: 'password', label: 'Password', autoComplete: 'new-password', type: 'password', required: true, helper: 'At least 8 characters.', half: true },
  { name: 'password_confirmation', label: 'Confirm password', autoComplete: 'new-password', type: 'password', required: true, half: true },
];

/**
 * The customer dashboard's account form (spec §2, §5). The api asks for the password on
 * every save, so a change of e-mail is always made by someone who knows it.
 */
export default function Profile() {
  const { state, setUser } = useAuth();
  const notify = useNotify();
  const user = state.status === 'signedIn' ? state.user : null;
  const [form, setForm] = useState<ProfileForm | null>(user ? fromUser(user) : null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  if (!form) return null; // the route guard has already asked for a signed-in customer

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const found = collect({
      first_name: required(form.first_name, 'first name'),
      email: email(form.email),
      contact_number: optionalPhPhone(form.contact_number),
      password: required(form.password, 'password'),
      password_confirmation: confirmation(form.password, form.password_confirmation),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const res = await api<{ message: string; user: User }>('POST', '/api/my-profile/update', form);
      setUser(res.user);
      setForm(fromUser(res.user));
      notify('Profile has been updated.');
    } catch (error) {
      setErrors(formErrors(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        My profile
      </Typography>
      <Paper component="form" onSubmit={submit} noValidate aria-label="Account" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Account
        </Typography>
        {errors._ && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors._}
          </Alert>
        )}
        <Grid container spacing={2}>
          {fields.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : field.name === 'email' || field.name === 'contact_number' ? 6 : 4 }}>
              <TextField
                id={`profile-${field.name}`}
                name={field.name}
                label={field.label}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                value={form[field.name]}
                onChange={(e) => setForm({ ...form, [field.name]: e.target.value })}
                error={Boolean(errors[field.name])}
                helperText={errors[field.name] ?? field.helper}
                required={field.required}
                slotProps={{ htmlInput: field.inputMode ? { inputMode: field.inputMode } : {} }}
                fullWidth
              />
            </Grid>
          ))}
        </Grid>
        <Button type="submit" variant="contained" disabled={sending} sx={{ mt: 3 }}>
          {sending ? 'Saving…' : 'Save'}
        </Button>
      </Paper>
      <TextMessagesChoice />
    </Container>
  );
}
