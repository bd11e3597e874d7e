import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useStaffList } from '../fieldStaff/useStaffList.js';
import { formatDate } from '../format.js';
import { MANONG_BOOKINGS } from './manongJobs.js';
import { manilaDay } from '../fieldStaff/manilaDay.js';
import type { ManongBooking } from './types.js';

const time = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', hour: '2-digit', minute: '2-digit', hour12: true });
const address = (b: ManongBooking) => `${b.address.street_address}, ${b.address.barangay}, ${b.address.city.name}`;
const when = (b: ManongBooking) => `${formatDate(b.service_date)} · ${time.format(new Date(b.service_date))}`;

/**
 * Previous and Incoming bookings (spec §2 lists their columns; the old screens were
 * placeholders). Both read the worker's own bookings: previous ones were on an earlier
 * Manila day or are finished or cancelled; incoming ones are today or later and still open.
 * MUI's table (a phone: a plain list) instead of react-admin's Datagrid and SimpleList: the list
 * machinery (sorting, selection, export) is of no use to this filtered list, and its scripts
 * would load with My Bookings too.
 */
export function ScheduleBookings({ kind }: { kind: 'previous' | 'incoming' }) {
  const { rows } = useStaffList<ManongBooking>(MANONG_BOOKINGS);
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const today = manilaDay(new Date());
    const previous = (b: ManongBooking) => manilaDay(b.service_date) < today || b.is_over;
    const needle = search.trim().toLowerCase();
    return (rows ?? [])
      .filter((b) => (kind === 'previous' ? previous(b) : !previous(b)))
      .filter((b) => !needle || [b.customer.name, address(b), b.service_status, b.id].some((t) => t.toLowerCase().includes(needle)))
      .sort((a, b) => (kind === 'previous' ? b.service_date.localeCompare(a.service_date) : a.service_date.localeCompare(b.service_date)));
  }, [rows, kind, search]);
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (rows === null) return <Loading />;
  const remark = (b: ManongBooking) => (kind === 'previous' ? b.customer_remarks || b.service_status : b.service_status);
  const column = (field: string) => <TableCell>{translate(`resources.manong-schedule.fields.${field}`)}</TableCell>;
  return (
    <Card sx={{ mt: 2, p: 2 }}>
      <Title title={kind === 'previous' ? 'app.staff.previous_bookings' : 'app.staff.incoming_bookings'} />
      <TextField size="small" label={translate('ra.action.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ mb: 1 }} />
      {shown.length === 0 ? (
        <Typography sx={{ py: 1 }}>{translate('resources.manong-schedule.empty')}</Typography>
      ) : phone ? (
        // A phone has no room for the spec's columns: one entry a booking, the same facts.
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {shown.map((b) => (
            <li key={b.id}>
              <Typography>{b.customer.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {kind === 'incoming' ? `${when(b)} · ${address(b)}` : when(b)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {remark(b)}
              </Typography>
            </li>
          ))}
        </Stack>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {column('customer')}
              {kind === 'incoming' && column('address')}
              {column('date')}
              {column('time')}
              {column(kind === 'previous' ? 'remarks' : 'status')}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((b) => (
              <TableRow key={b.id} hover>
                <TableCell>{b.customer.name}</TableCell>
                {kind === 'incoming' && <TableCell>{address(b)}</TableCell>}
                <TableCell>{formatDate(b.service_date)}</TableCell>
                <TableCell>{time.format(new Date(b.service_date))}</TableCell>
                <TableCell>{remark(b)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
