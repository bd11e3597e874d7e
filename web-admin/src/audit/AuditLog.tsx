import { Datagrid, DateInput, FunctionField, List, TextField, TextInput, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../format.js';

const BOOKING_STREAM = /^booking-/;

interface AuditRow {
  id: string;
  stream_id: string;
  number: number;
  type: string;
  actor: string | null;
  role: string | null;
  occurred_at: string;
}

const filters = [
  <TextInput key="booking" source="booking" label="Booking ID" alwaysOn />,
  <TextInput key="type" source="type" label="Event type" alwaysOn />,
  <TextInput key="actor" source="actor" label="Actor id" />,
  <DateInput key="from" source="from" label="From" />,
  <DateInput key="to" source="to" label="To" />,
];

/** A booking's stream links to its history (the api finds a booking by its uuid too). */
function StreamCell({ r }: { r: AuditRow }) {
  const basename = useBasename();
  const label = `${r.stream_id} #${r.number}`;
  if (!BOOKING_STREAM.test(r.stream_id)) return <>{label}</>;
  return <Link to={`${basename}/bookings/${r.stream_id.replace(BOOKING_STREAM, '')}/history`}>{label}</Link>;
}

/** The audit log (`GET /admin-api/audit`): every event, newest first, filterable by booking, type, actor and date. */
export function AuditLog() {
  return (
    <List resource="audit" title="Audit Log" filters={filters} exporter={false} actions={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField label="Time" render={(r: AuditRow) => formatDateTime(r.occurred_at)} />
        <TextField source="type" label="Event" sortable={false} />
        <FunctionField label="Stream" render={(r: AuditRow) => <StreamCell r={r} />} />
        <FunctionField label="Actor" render={(r: AuditRow) => r.actor ?? 'system'} />
        <FunctionField label="Role" render={(r: AuditRow) => r.role ?? ''} />
      </Datagrid>
    </List>
  );
}
