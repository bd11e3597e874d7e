import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { failureMessage } from '../api/http.js';
import type { Address } from '@app/core/contract/accounts';
import { addMyAddress, listMyAddresses, removeMyAddress, updateMyAddress, type AddressForm } from '../addresses/addressApi.js';
import { AddressDialog } from '../addresses/AddressDialog.js';
import { AddressTable } from '../addresses/AddressTable.js';
import { ConfirmDialog } from '../addresses/ConfirmDialog.js';
import { useNotify } from '../notify/Notifier.js';
import { useLoaded } from '../api/useLoaded.js';

type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; address: Address };

/** The customer's addresses (spec §2): list, add, edit, and delete after a confirmation. */
export default function MyAddresses() {
  const notify = useNotify();
  const { data: addresses, loading, error: loadError, refresh } = useLoaded(listMyAddresses);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [removing, setRemoving] = useState(false);

  async function save(form: AddressForm) {
    const res = editing.kind === 'edit' ? await updateMyAddress(editing.address.id, form) : await addMyAddress(form);
    setEditing({ kind: 'closed' });
    notify(res.message);
    await refresh();
  }

  async function confirmDelete() {
    if (!deleting) return;
    setRemoving(true);
    try {
      const res = await removeMyAddress(deleting.id);
      notify(res.message);
      setDeleting(null);
      await refresh();
    } catch (error) {
      notify(failureMessage(error), 'error');
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 6 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h4" component="h1">
          My addresses
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'new' })}>
            Add Address
          </Button>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refresh()} disabled={loading}>
            Refresh
          </Button>
        </Stack>
      </Stack>
      <Paper>
        {loading && <LinearProgress aria-label="Loading addresses" />}
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {addresses && <AddressTable addresses={addresses} onEdit={(address) => setEditing({ kind: 'edit', address })} onDelete={setDeleting} />}
      </Paper>
      <AddressDialog open={editing.kind !== 'closed'} address={editing.kind === 'edit' ? editing.address : null} onClose={() => setEditing({ kind: 'closed' })} onSave={save} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete address"
        message={deleting ? `Delete ${deleting.street_address}, ${deleting.barangay}? This cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Container>
  );
}
