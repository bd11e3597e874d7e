import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { dateTime } from '@app/core/format/dates';
import { pesos } from '@app/core/format/money';
import { HeaderRow } from '../HeaderRow.js';
import type { BookingManong, ManagedBooking, TimelineEntry } from '@app/core/contract/bookings';
import { addressText, customerName, readableLog, servicesText } from '../bookingApi.js';
import { PaymentChip } from '../PaymentChip.js';

/** A card with its title as a heading, so screen-reader users can jump between the four. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1.5, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

export function BookingDetailsCard({ booking }: { booking: ManagedBooking }) {
  return (
    <TitledCard title="Booking Details">
      <dl style={{ margin: 0 }}>
        <Field label="Booking ID">{booking.id}</Field>
        <Field label="Scheduled Date">{dateTime(booking.when_at)}</Field>
        {booking.requested_schedule_at && <Field label="Requested New Schedule">{dateTime(booking.requested_schedule_at)}</Field>}
        <Field label="Customer">{customerName(booking.customer)}</Field>
        <Field label="Email">{booking.customer.email}</Field>
        <Field label="Address">{addressText(booking.address)}</Field>
        <Field label="Contact Number">{booking.address.contact_number ?? booking.customer.contact_number ?? 'Not given'}</Field>
        <Field label="Services">{servicesText(booking)}</Field>
        <Field label="Total">{pesos(booking.total)}</Field>
        <Field label="Status">{booking.work_status_string}</Field>
        <Field label="Payment Status">
          <PaymentChip booking={booking} />
        </Field>
      </dl>
    </TitledCard>
  );
}

const fullName = (m: BookingManong) => `${m.user.first_name} ${m.user.last_name}`.trim();

export function ManongsCard({ manongs }: { manongs: BookingManong[] }) {
  return (
    <TitledCard title="Manongs">
      {manongs.length === 0 ? (
        <Typography>No Assigned Manongs</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Assigned manongs">
            <HeaderRow columns={['Name', 'Date Assigned', 'Contact Number']} />
            <TableBody>
              {manongs.map((m) => (
                <TableRow key={m.user.id}>
                  <TableCell>{fullName(m)}</TableCell>
                  <TableCell>{dateTime(m.created_at)}</TableCell>
                  <TableCell>{m.user.contact_number ?? 'Not given'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </TitledCard>
  );
}

/** The booking's logs, newest last; with none, the spec's one line. */
export function BookingStatusCard({ logs, createdAt }: { logs: TimelineEntry[]; createdAt: string }) {
  return (
    <TitledCard title="Booking Status">
      {logs.length === 0 ? (
        <Typography>Booked a services on {dateTime(createdAt)}</Typography>
      ) : (
        <List dense aria-label="Booking status log">
          {logs.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText primary={readableLog(entry.log)} secondary={dateTime(entry.created_at)} />
            </ListItem>
          ))}
        </List>
      )}
    </TitledCard>
  );
}
