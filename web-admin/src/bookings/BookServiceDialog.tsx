import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type ReactNode } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { BookingForm, type BookingFormValues } from './BookingForm.js';
import { totalAcceptable } from './bookingTotals.js';
import { postJson } from './commands.js';
import { failureText, fieldErrors } from '../dataProvider/failureText.js';

interface Props {
  defaultValues: BookingFormValues;
  fromAssessment: boolean;
  title: string;
  open: boolean;
  close: () => void;
  children?: ReactNode;
}

/**
 * Book Service's dialog (BookServiceButton), its own chunk loaded at the first opening:
 * the admin booking form, placed with POST /api/bookings (the same call as the cart; the
 * api prices from the catalogue). 'Booked!' on success ('Booking details sent!' from an
 * assessment); a refusal's fields (422) land on their inputs.
 */
export function BookServiceDialog({ defaultValues, fromAssessment, title, open, close, children }: Props) {
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
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
      close();
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
      <Dialog open={open} onClose={close} fullWidth maxWidth="md" onClick={(event) => event.stopPropagation()}>
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
