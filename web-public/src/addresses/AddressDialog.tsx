import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { formErrors } from '../api/http.js';
import { optionalPhPhone } from '../forms/phone.js';
import { collect, PH_PHONE_HINT, required, type Errors } from '../forms/rules.js';
import type { Address, City } from '@app/core/contract/accounts';
import { listCities, TYPES_OF_HOME, type AddressForm } from './addressApi.js';

export interface AddressDialogProps {
  open: boolean;
  /** The address being edited, or null for a new one. */
  address: Address | null;
  onClose: () => void;
  /** Saves the form; a thrown api error is shown on the matching fields. */
  onSave: (form: AddressForm) => Promise<void>;
}

const blank: AddressForm = { city: '', street_address: '', barangay: '', type_of_home: '', contact_number: '' };

const fromAddress = (address: Address | null): AddressForm =>
  address
    ? { city: address.city.id, street_address: address.street_address, barangay: address.barangay, type_of_home: address.type_of_home, contact_number: address.contact_number ?? '' }
    : blank;

/** Add or edit an address (spec §5: city, street address, barangay and type of home required). */
export function AddressDialog({ open, address, onClose, onSave }: AddressDialogProps) {
  const [form, setForm] = useState<AddressForm>(fromAddress(address));
  const [errors, setErrors] = useState<Errors>({});
  const [cities, setCities] = useState<City[] | null>(null);
  const [sending, setSending] = useState(false);

  // Each opening starts from the address chosen (or a blank form).
  useEffect(() => {
    if (!open) return;
    setForm(fromAddress(address));
    setErrors({});
  }, [open, address]);

  useEffect(() => {
    if (!open || cities) return;
    listCities()
      .then(setCities)
      .catch(() => setErrors((current) => ({ ...current, _: 'We could not load the list of cities. Close this form and try again.' })));
  }, [open, cities]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = collect({
      city: required(form.city, 'city'),
      street_address: required(form.street_address, 'street address'),
      barangay: required(form.barangay, 'barangay'),
      type_of_home: required(form.type_of_home, 'type of home'),
      contact_number: optionalPhPhone(form.contact_number),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await onSave(form);
    } catch (error) {
      setErrors(formErrors(error));
    } finally {
      setSending(false);
    }
  }

  const set = (name: keyof AddressForm) => (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value });
  // A city removed from the catalogue still shows on an old address, so it stays selectable.
  const cityOptions = cities && address && !cities.some((c) => c.id === address.city.id) ? [...cities, { id: address.city.id, name: address.city.name ?? 'Unknown city' }] : (cities ?? []);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="address-dialog-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate aria-label="Address">
        <DialogTitle id="address-dialog-title">{address ? 'Edit Address' : 'Add Address'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errors._ && <Alert severity="error">{errors._}</Alert>}
            <TextField
              select
              id="address-city"
              label="City"
              value={cities ? form.city : ''}
              onChange={set('city')}
              error={Boolean(errors.city)}
              helperText={errors.city ?? (cities ? undefined : 'Loading cities…')}
              disabled={!cities}
              required
              fullWidth
            >
              {cityOptions.map((city) => (
                <MenuItem key={city.id} value={city.id}>
                  {city.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField id="address-street" label="Street Address" autoComplete="street-address" value={form.street_address} onChange={set('street_address')} error={Boolean(errors.street_address)} helperText={errors.street_address} required fullWidth />
            <TextField id="address-barangay" label="Barangay" value={form.barangay} onChange={set('barangay')} error={Boolean(errors.barangay)} helperText={errors.barangay} required fullWidth />
            <TextField select id="address-type-of-home" label="Type of Home" value={form.type_of_home} onChange={set('type_of_home')} error={Boolean(errors.type_of_home)} helperText={errors.type_of_home} required fullWidth>
              {TYPES_OF_HOME.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="address-contact-number"
              label="Contact Number"
              type="tel"
              autoComplete="tel"
              value={form.contact_number}
              onChange={set('contact_number')}
              error={Boolean(errors.contact_number)}
              helperText={errors.contact_number ?? PH_PHONE_HINT}
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
