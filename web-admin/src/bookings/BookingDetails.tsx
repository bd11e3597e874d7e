import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PaymentStatusChip, WorkStatusChip } from '../common/StatusChips.js';
import { formatCurrency, formatDateTime } from '../format.js';
import { PermitLinks } from './PermitLinks.js';
import type { BookingRecord } from './types.js';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary">
        {label}
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
  return (
    <Stack spacing={1.5}>
      <Item label="Booking ID">{booking.id}</Item>
      <Item label="Customer">{booking.customer.name}</Item>
      <Item label="Email">{booking.customer.email}</Item>
      <Item label="Contact Numbers">{contactNumbers(booking)}</Item>
      <Item label="Address">{addressLine(booking.address)}</Item>
      <Item label="Type of Home">{booking.address.type_of_home}</Item>
      <Item label="Category">{booking.category.name}</Item>
      <Item label="Service Date">{formatDateTime(booking.when_at)}</Item>
      {booking.requested_schedule_at && <Item label="Requested Date">{formatDateTime(booking.requested_schedule_at)}</Item>}
      <Item label="Work Status">
        <WorkStatusChip status={booking.work_status} label={booking.work_status_string} />
      </Item>
      <Item label="Payment Status">
        <PaymentStatusChip status={booking.payment_status} test={booking.is_test_payment} />
      </Item>
      <Item label="Availed Services">
        <Table size="small" aria-label="Availed Services">
          <TableHead>
            <TableRow>
              <TableCell>Service</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">Total</TableCell>
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
      <Item label="Total">{formatCurrency(booking.total)}</Item>
      {booking.work_permits?.length > 0 && (
        <Item label="Work Permits">
          <PermitLinks permits={booking.work_permits} />
        </Item>
      )}
      {booking.customer_remarks && <Item label="Customer Remarks">{booking.customer_remarks}</Item>}
    </Stack>
  );
}
