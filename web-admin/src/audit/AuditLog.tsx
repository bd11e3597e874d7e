import { Datagrid, DateInput, FunctionField, List, SelectInput, TextInput, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { NoRows } from '../common/NoRows.js';
import { formatDateTime } from '../format.js';
import type { AuditRow } from '@app/core/contract/history';
import { EVENT_WORDING, eventSentence, humanize, wallClock } from './eventSentences.js';

const BOOKING_STREAM = /^booking-/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const typeChoices = Object.keys(EVENT_WORDING).map((type) => ({ id: type, name: humanize(type) }));

// Labels: i18n `resources.audit.fields`.
const filters = [
  <TextInput key="booking" source="booking" alwaysOn />,
  <SelectInput key="type" source="type" choices={typeChoices} alwaysOn sx={{ minWidth: 240 }} />,
  <TextInput key="actor" source="actor" label="resources.audit.fields.actor_id" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/**
 * What an event is about, in words: 'Booking HR-...' (linked to its history), 'Schedule
 * Dec 01, 2026 08:00 AM', 'Coupon', ...; the stream's id stays in the title for whoever
 * needs it.
 */
function StreamCell({ r }: { r: AuditRow }) {
  const basename = useBasename();
  const t = useTranslate();
  const [kind = '', ...rest] = r.stream_id.split('-');
  const id = rest.join('-');
  const name = t(`app.streams.${kind}`, { _: humanize(kind) });
  const label = kind === 'slot' ? `${name} ${wallClock(id)}` : name;
  if (!BOOKING_STREAM.test(r.stream_id)) return <span title={r.stream_id}>{label}</span>;
  const reference = r.booking_reference ?? id;
  return (
    <Link to={`${basename}/bookings/${encodeURIComponent(reference)}/history`} title={r.stream_id}>
      {`${label} ${reference}`}
    </Link>
  );
}

/** The audit log (`GET /admin-api/audit`): every event as a sentence, newest first, filterable by booking, event, actor and date. */
export function AuditLog() {
  const t = useTranslate();
  return (
    <List resource="audit" filters={filters} exporter={false} actions={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoRows />}>
        <FunctionField source="occurred_at" render={(r: AuditRow) => formatDateTime(r.occurred_at)} />
        <FunctionField source="type" sortable={false} render={(r: AuditRow) => <span data-event-type={r.type}>{eventSentence(r.type, r.details, t)}</span>} />
        <FunctionField source="stream" sortable={false} render={(r: AuditRow) => <StreamCell r={r} />} />
        <FunctionField source="actor" sortable={false} render={(r: AuditRow) => r.actor_name ?? (r.actor && UUID.test(r.actor) ? t('app.history.former_user') : t('app.history.system_actor'))} />
        <FunctionField source="role" sortable={false} render={(r: AuditRow) => r.role ?? ''} />
      </Datagrid>
    </List>
  );
}
