import Card from '@mui/material/Card';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { Datagrid, FunctionField, ListContextProvider, Loading, ResourceContextProvider, SimpleList, Title, useList, useTranslate } from 'react-admin';
import { useStaffList } from '../fieldStaff/useStaffList.js';
import { formatDate } from '../format.js';
import { MANONG_BOOKINGS } from './ManongBookings.js';
import { manilaDay } from '../fieldStaff/manilaDay.js';
import type { ManongBooking } from './types.js';

const time = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', hour: '2-digit', minute: '2-digit', hour12: true });
const address = (b: ManongBooking) => `${b.address.street_address}, ${b.address.barangay}, ${b.address.city.name}`;

/**
 * Previous and Incoming bookings (spec §2 lists their columns; the old screens were
 * placeholders). Both read the worker's own bookings: previous ones were on an earlier
 * Manila day or are finished or cancelled; incoming ones are today or later and still open.
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
  const list = useList({ data: shown, perPage: 1000 });
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (rows === null) return <Loading />;
  const when = (b: ManongBooking) => `${formatDate(b.service_date)} · ${time.format(new Date(b.service_date))}`;
  const remark = (b: ManongBooking) => (kind === 'previous' ? b.customer_remarks || b.service_status : b.service_status);
  return (
    <Card sx={{ mt: 2, p: 2 }}>
      <Title title={kind === 'previous' ? 'app.staff.previous_bookings' : 'app.staff.incoming_bookings'} />
      <TextField size="small" label={translate('ra.action.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ mb: 1 }} />
      {/* Datagrid asks access by resource: this table's own name, outside any <Resource>. */}
      <ResourceContextProvider value="manong-schedule">
        <ListContextProvider value={list}>
          {phone ? (
            // A phone has no room for the spec's columns: one entry a booking, the same facts.
            <SimpleList<ManongBooking>
              linkType={false}
              primaryText={(b) => b.customer.name}
              secondaryText={(b) => (kind === 'incoming' ? `${when(b)} · ${address(b)}` : when(b))}
              tertiaryText={remark}
              empty={<div>{translate('resources.manong-schedule.empty')}</div>}
            />
          ) : (
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<div>{translate('resources.manong-schedule.empty')}</div>}>
              <FunctionField label="resources.manong-schedule.fields.customer" render={(b: ManongBooking) => b.customer.name} />
              {kind === 'incoming' && <FunctionField label="resources.manong-schedule.fields.address" render={address} />}
              <FunctionField label="resources.manong-schedule.fields.date" render={(b: ManongBooking) => formatDate(b.service_date)} />
              <FunctionField label="resources.manong-schedule.fields.time" render={(b: ManongBooking) => time.format(new Date(b.service_date))} />
              <FunctionField label={kind === 'previous' ? 'resources.manong-schedule.fields.remarks' : 'resources.manong-schedule.fields.status'} render={remark} />
            </Datagrid>
          )}
        </ListContextProvider>
      </ResourceContextProvider>
    </Card>
  );
}
