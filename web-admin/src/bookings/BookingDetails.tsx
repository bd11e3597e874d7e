import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PaymentStatusChip, WorkStatusChip } from '../common/StatusChips.js';
import { formatCurrency, formatDateTime } from '../format.js';
import { PermitLinks } from './PermitLinks.js';
import type { BookingRecord } from './types.js';

/** `label`: an i18n key (resources.bookings.fields.*). */
function Item({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div">
        {children || '-'}
      </Typography>
    </div>
  );
}

/** "street, barangay, city": the address line of the details and the calendar (spec §2 Admin home). */
export const addressLine = (address: BookingRecord['address']) =>
  [address.apartment_no, address.street_address, address.barangay, address.city?.name].filter(Boolean).join(', ');

/** Contact numbers of the customer and of the service address, each once. */
export const contactNumbers = (booking: Pick<BookingRecord, 'customer' | 'address'>) =>
  [...new Set([booking.customer.contact_number, booking.address.contact_number].filter(Boolean))].join(' / ');

/**
 * A booking as the View dialogs and the home calendar's entry show it: customer, address
 * with barangay and city, contact numbers, work status string and the availed services.
 */
export function BookingDetails({ booking }: { booking: BookingRecord }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5}>
      <Item label="resources.bookings.fields.id">{booking.id}</Item>
      <Item label="resources.bookings.fields.customer">{booking.customer.name}</Item>
      <Item label="resources.bookings.fields.email">{booking.customer.email}</Item>
      <Item label="resources.bookings.fields.contact_numbers">{contactNumbers(booking)}</Item>
      <Item label="resources.bookings.fields.address">{addressLine(booking.address)}</Item>
      <Item label="resources.bookings.fields.type_of_home">{booking.address.type_of_home}</Item>
      <Item label="resources.bookings.fields.category">{booking.category.name}</Item>
      <Item label="resources.bookings.fields.when_at">{formatDateTime(booking.when_at)}</Item>
      {booking.requested_schedule_at && <Item label="resources.bookings.fields.requested_schedule_at">{formatDateTime(booking.requested_schedule_at)}</Item>}
      <Item label="resources.bookings.fields.work_status">
        <WorkStatusChip status={booking.work_status} label={booking.work_status_string} />
      </Item>
      <Item label="resources.bookings.fields.payment_status">
        <PaymentStatusChip status={booking.payment_status} test={booking.is_test_payment} />
      </Item>
      <Item label="resources.bookings.fields.details">
        <Table size="small" aria-label={translate('resources.bookings.fields.details')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.bookings.fields.service')}</TableCell>
              <TableCell align="right">{translate('resources.bookings.fields.quantity')}</TableCell>
              <TableCell align="right">{translate('resources.bookings.fields.price')}</TableCell>
              <TableCell align="right">{translate('resources.bookings.fields.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {booking.details.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{line.category_service.name}</TableCell>
                <TableCell align="right">{line.how_many}</TableCell>
                <TableCell align="right">{formatCurrency(line.price)}</TableCell>
                <TableCell align="right">{formatCurrency(line.total_price)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Item>
      <Item label="resources.bookings.fields.total">{formatCurrency(booking.total)}</Item>
      {booking.work_permits?.length > 0 && (
        <Item label="resources.bookings.fields.work_permits">
          <PermitLinks permits={booking.work_permits} />
        </Item>
      )}
      {booking.customer_remarks && <Item label="resources.bookings.fields.customer_remarks">{booking.customer_remarks}</Item>}
    </Stack>
  );
}
