import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import type { CustomerRecord } from '@app/core/contract/people';
import { Button, CreateBase, SimpleForm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { addressTransform, AddressFormFields } from '../addresses/AddressFormFields.js';

/** The customers table's Add Address action: the Address Form in a dialog (spec §2). */
export function AddAddressButton() {
  const customer = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  if (!customer) return null;
  const { name } = customer;

  return (
    <>
      <Button label="app.action.add_address" onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        <AddLocationAltIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" onClick={(event) => event.stopPropagation()}>
        <DialogTitle>
          {translate('app.dialog.address_form')}: {name}
        </DialogTitle>
        <DialogContent>
          <CreateBase
            resource="addresses"
            redirect={false}
            transform={(data: Record<string, unknown>) => addressTransform({ ...data, user_id: customer.id })}
            mutationOptions={{
              onSuccess: () => {
                setOpen(false);
                notify('app.message.address_added', { type: 'success', messageArgs: { name } });
              },
            }}
          >
            <SimpleForm>
              <AddressFormFields />
            </SimpleForm>
          </CreateBase>
        </DialogContent>
      </Dialog>
    </>
  );
}
