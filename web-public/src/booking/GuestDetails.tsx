import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { City } from '@app/core/contract/accounts';
import type { BookingRequest } from '@app/core/contract/bookingForm';
import { listCities } from '../addresses/addressApi.js';
import { collect, email, PH_PHONE_HINT, required, type Errors } from '../forms/rules.js';
import type { TextForm } from '@app/core/contract/textForm';

/**
 * The public flow's contact and service address (spec §5: apt number optional, the rest
 * required): the booking request's guest fields, which `/process` passes on under `user`.
 */
export type GuestForm = TextForm<BookingRequest, 'first_name' | 'last_name' | 'email' | 'contact_number' | 'city' | 'street_address' | 'barangay' | 'type_of_home' | 'apt_number'>;

export const blankGuest: GuestForm = { first_name: '', last_name: '', email: '', contact_number: '', city: '', street_address: '', barangay: '', type_of_home: '', apt_number: '' };

/** Spec §5: the public flow's property types. */
export const PROPERTY_TYPES = [
  { value: 'condo', label: 'Condo' },
  { value: 'office', label: 'Office' },
  { value: 'house', label: 'House' },
] as const;

export function checkGuest(form: GuestForm): Errors {
  return collect({
    first_name: required(form.first_name, 'first name'),
    last_name: required(form.last_name, 'last name'),
    email: email(form.email),
    contact_number: required(form.contact_number, 'contact number'),
    city: required(form.city, 'city'),
    street_address: required(form.street_address, 'street address'),
    barangay: required(form.barangay, 'barangay'),
    type_of_home: required(form.type_of_home, 'property type'),
  });
}

export const guestComplete = (form: GuestForm) => Object.keys(checkGuest(form)).length === 0;

export interface GuestDetailsProps {
  form: GuestForm;
  /** `field`: the one changed, so the caller can drop the error shown on it. */
  onChange: (form: GuestForm, field: keyof GuestForm) => void;
  errors: Errors;
  /** Spec §5 names it 'property type' on the public flow and 'Type of Home' elsewhere. */
  typeLabel?: string;
  types?: readonly { value: string; label: string }[];
  /** Request a Call for a signed-in customer: no contact fields. */
  withContact?: boolean;
}

/** Contact details and the service address a guest types in. */
export function GuestDetails({ form, onChange, errors, typeLabel = 'Property type', types = PROPERTY_TYPES, withContact = true }: GuestDetailsProps) {
  const [cities, setCities] = useState<City[] | null>(null);
  const [citiesError, setCitiesError] = useState<string | undefined>();
  useEffect(() => {
    listCities()
      .then(setCities)
      .catch(() => setCitiesError('We could not load the list of cities. Please refresh the page.'));
  }, []);
  const field = (name: keyof GuestForm) => ({
    id: `guest-${name.replace(/_/g, '-')}`,
    value: form[name],
    onChange: (e: { target: { value: string } }) => onChange({ ...form, [name]: e.target.value }, name),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return (
    <Stack spacing={2}>
      {withContact && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Contact details
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...field('first_name')} label="First Name" autoComplete="given-name" required />
            <TextField {...field('last_name')} label="Last Name" autoComplete="family-name" required />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...field('email')} label="Email" type="email" autoComplete="email" required />
            <TextField
              {...field('contact_number')}
              label="Contact Number"
              type="tel"
              autoComplete="tel"
              helperText={errors.contact_number ?? PH_PHONE_HINT}
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
              required
            />
          </Stack>
        </>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Service address
      </Typography>
      <TextField {...field('city')} select label="City" disabled={!cities} helperText={errors.city ?? citiesError ?? (cities ? undefined : 'Loading cities…')} error={Boolean(errors.city ?? citiesError)} value={cities ? form.city : ''} required>
        {(cities ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('street_address')} label="Street Address" autoComplete="street-address" required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('barangay')} label="Barangay" required />
        <TextField {...field('apt_number')} label="Apt Number" helperText={errors.apt_number ?? 'Optional'} />
      </Stack>
      <TextField {...field('type_of_home')} select label={typeLabel} required>
        {types.map((t) => (
          <MenuItem key={t.value} value={t.value}>
            {t.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
