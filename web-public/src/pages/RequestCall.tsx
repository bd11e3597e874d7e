import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formErrors } from '../api/http.js';
import { TYPES_OF_HOME } from '../addresses/addressApi.js';
import { useAuth } from '../auth/AuthContext.js';
import { requestAssessment } from '../booking/checkoutApi.js';
import { blankGuest, GuestDetails, type GuestForm } from '../booking/GuestDetails.js';
import { checkGuestDetails } from '../booking/guestCheck.js';
import { useBookingData } from '../booking/useBookingData.js';
import { collect, required, type Errors } from '../forms/rules.js';
import { useNotify } from '../notify/Notifier.js';
import NotFound from './NotFound.js';

const HOME_TYPES = TYPES_OF_HOME.map((t) => ({ value: t, label: t }));
const ADDRESS_FIELDS = ['city', 'street_address', 'barangay', 'type_of_home'] as const;

/** /contact-us/:title, Request a Call for a service that needs an assessment (spec §2, §5). */
export default function RequestCall() {
  const { title = '' } = useParams();
  const load = useBookingData(title);
  const { state: auth } = useAuth();
  const visitor = auth.status !== 'signedIn';
  const notify = useNotify();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>([]);
  const [form, setForm] = useState<GuestForm>(blankGuest);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  if (load.status === 'missing') return <NotFound />;
  const category = load.status === 'ready' ? load.data.service : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!category) return;
    // A category without listed services is asked about as a whole.
    const services = category.services.length ? chosen : [category.name];
    const all = checkGuestDetails(form);
    const found = {
      ...(visitor ? all : Object.fromEntries(Object.entries(all).filter(([field]) => (ADDRESS_FIELDS as readonly string[]).includes(field)))),
      ...collect({ services: services.length ? undefined : required('', 'services') }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const contact = visitor ? { first_name: form.first_name, last_name: form.last_name, contact_number: form.contact_number, email: form.email } : {};
      const { message } = await requestAssessment(category.friendly_name, {
        services,
        city: form.city,
        street_address: form.street_address,
        barangay: form.barangay,
        type_of_home: form.type_of_home,
        ...(form.apt_number ? { apt_number: form.apt_number } : {}),
        ...contact,
        assessment: category.name,
      });
      notify(message);
      navigate('/assessment-sent', { state: { sent: true } });
    } catch (error) {
      const fields = formErrors(error);
      // The services come as services.0, services.1…: shown on the one services group.
      const servicesError = Object.entries(fields).find(([field]) => field.startsWith('services'));
      setErrors(servicesError ? { ...fields, services: servicesError[1] } : fields);
    } finally {
      setSending(false);
    }
  }

  const edit = (next: GuestForm, field: keyof GuestForm) => {
    setForm(next);
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  const toggle = (id: string) => setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Request a Call{category ? `: ${category.name}` : ''}
      </Typography>
      {load.status === 'loading' && <Skeleton variant="rectangular" height={420} role="status" aria-label="Loading the service" />}
      {load.status === 'failed' && <Alert severity="error">{load.message}</Alert>}
      {category && (
        <Paper component="form" onSubmit={submit} noValidate aria-label="Request a Call" sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack spacing={3}>
            <Typography color="text.secondary">{category.description || 'Tell us what needs work and where; we will call you to set an assessment visit.'}</Typography>
            {errors._ && <Alert severity="error">{errors._}</Alert>}
            {category.services.length > 0 && (
              <FormControl error={Boolean(errors.services)} required component="fieldset">
                <FormLabel component="legend">Services</FormLabel>
                <FormGroup row>
                  {category.services.map((s) => (
                    <FormControlLabel key={s.id} control={<Checkbox checked={chosen.includes(s.id)} onChange={() => toggle(s.id)} />} label={s.name} />
                  ))}
                </FormGroup>
                {errors.services && <FormHelperText>{errors.services}</FormHelperText>}
              </FormControl>
            )}
            <GuestDetails form={form} onChange={edit} errors={errors} withContact={visitor} typeLabel="Type of Home" types={HOME_TYPES} />
            <div>
              <Button type="submit" variant="contained" size="large" disabled={sending}>
                {sending ? 'Sending…' : 'Send request'}
              </Button>
            </div>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
