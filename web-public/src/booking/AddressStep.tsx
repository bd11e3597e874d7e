import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { AddressDialog } from '../addresses/AddressDialog.js';
import { addMyAddress, listMyAddresses, type AddressForm } from '../addresses/addressApi.js';
import type { Errors } from '../forms/rules.js';
import { useNotify } from '../notify/Notifier.js';
import { AddressRadioTable } from './AddressRadioTable.js';
import { GuestDetails, type GuestForm } from './GuestDetails.js';
import { useLoaded } from '../api/useLoaded.js';

export interface AddressStepProps {
  signedIn: boolean;
  addressId: string | null;
  onAddress: (id: string | null) => void;
  guest: GuestForm;
  onGuest: (form: GuestForm, field: keyof GuestForm) => void;
  /** Field errors, from the page's checks or the server's answer. */
  errors: Errors;
}

/** Step 3, Select Address: a customer picks a saved address (or adds one); a guest types contact and address. */
export function AddressStep({ signedIn, addressId, onAddress, guest, onGuest, errors }: AddressStepProps) {
  if (!signedIn) return <GuestDetails form={guest} onChange={onGuest} errors={errors} />;
  return <SavedAddresses addressId={addressId} onAddress={onAddress} error={errors.address} />;
}

function SavedAddresses({ addressId, onAddress, error }: { addressId: string | null; onAddress: (id: string | null) => void; error?: string }) {
  const notify = useNotify();
  const { data: addresses, error: loadError, refresh } = useLoaded(listMyAddresses);
  const [adding, setAdding] = useState(false);

  async function save(form: AddressForm) {
    const res = await addMyAddress(form);
    setAdding(false);
    notify(res.message);
    await refresh();
    onAddress(res.data.id);
  }

  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {!addresses && !loadError && <LinearProgress aria-label="Loading addresses" />}
      {addresses && <AddressRadioTable addresses={addresses} selected={addressId} onSelect={onAddress} />}
      <div>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          Add Address
        </Button>
      </div>
      <AddressDialog open={adding} address={null} onClose={() => setAdding(false)} onSave={save} />
    </Stack>
  );
}
