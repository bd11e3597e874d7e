import AddIcon from '@mui/icons-material/Add';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type ReactNode } from 'react';
import { Button, Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { BookingForm, type BookingFormValues } from './BookingForm.js';
import { totalAcceptable } from './bookingTotals.js';
import { postJson } from './commands.js';
import { failureText, fieldErrors } from '../dataProvider/failureText.js';

interface Props {
  defaultValues?: BookingFormValues;
  /** Booking an assessment: its customer is fixed and the total must be at least 1 (spec §5). */
  fromAssessment?: boolean;
  title?: string;
  children?: ReactNode;
}

/**
 * Book Service: the admin booking form in a dialog, placed with POST /api/bookings (the
 * same call as the cart; the api prices from the catalogue). 'Booked!' on success
 * ('Booking details sent!' from an assessment); a refusal's fields (422) land on their inputs.
 */
export function BookServiceButton({ defaultValues = {}, fromAssessment = false, title = 'app.action.book_service', children }: Props) {
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [invalidTotal, setInvalidTotal] = useState(false);

  const submit = async (values: BookingFormValues) => {
    if (fromAssessment && !totalAcceptable(values.services)) {
      setInvalidTotal(true);
      return undefined;
    }
    const { services = [], ...rest } = values;
    try {
      await postJson('/api/bookings', {
        ...rest,
        discountCoupon: rest.discountCoupon || undefined,
        services: services.map((line) => ({ service: line.service, quantity: Number(line.quantity), price: Number(line.price) })),
      });
      // Either way the customer is e-mailed the booking and how to pay (the worker's
      // booking-details mail); from an assessment that is the point, and the spec's text says so.
      notify(fromAssessment ? 'app.message.booking_details_sent' : 'app.message.booked', { type: 'success' });
      setOpen(false);
      refresh();
      return undefined;
    } catch (error) {
      const errors = fieldErrors(error);
      notify(failureText(error), { type: 'error' });
      return Object.keys(errors).length ? errors : undefined;
    }
  };

  return (
    <>
      <Button label={title} onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" onClick={(event) => event.stopPropagation()}>
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent>
          {open && (
            <BookingForm defaultValues={defaultValues} onSubmit={submit} fixedCustomer={fromAssessment}>
              {children}
            </BookingForm>
          )}
        </DialogContent>
      </Dialog>
      <Confirm isOpen={invalidTotal} title="app.booking_form.invalid_total_title" content="app.booking_form.invalid_total" confirm="app.action.ok" cancel="ra.action.close" onConfirm={() => setInvalidTotal(false)} onClose={() => setInvalidTotal(false)} />
    </>
  );
}
