import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BookingRecord } from '../bookings/types.js';
import { formatDateTime } from '../format.js';
import { useCalendarDay } from './useCalendarBookings.js';

const TODAY_PAGE = 10;

/** Spec §2: the 'Bookings for Today' table, columns Category, Customer, Scheduled Time; a page at a time. */
export function BookingsToday({ today, onPick }: { today: string; onPick: (booking: BookingRecord) => void }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const todays = useCalendarDay(today, page, TODAY_PAGE);
  const bookings = todays.data?.data ?? [];
  const total = todays.data?.total ?? 0;
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.home.bookings_today')}
      </Typography>
      <Table size="small" aria-label={translate('app.home.bookings_today')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.bookings.fields.category')}</TableCell>
            <TableCell>{translate('resources.bookings.fields.customer')}</TableCell>
            <TableCell>{translate('app.home.scheduled_time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>{translate(todays.isPending ? 'app.home.loading' : 'app.home.none_today')}</TableCell>
            </TableRow>
          )}
          {bookings.map((b) => (
            <TableRow key={b.id} hover sx={{ cursor: 'pointer' }} onClick={() => onPick(b)}>
              <TableCell>{b.category.name}</TableCell>
              <TableCell>{b.customer.name}</TableCell>
              <TableCell>{formatDateTime(b.when_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > TODAY_PAGE && (
        <TablePagination component="div" count={total} page={page - 1} rowsPerPage={TODAY_PAGE} rowsPerPageOptions={[]} onPageChange={(_event, next) => setPage(next + 1)} />
      )}
    </>
  );
}
