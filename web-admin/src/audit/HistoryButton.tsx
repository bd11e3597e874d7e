import { useBasename, useRecordContext } from 'react-admin';
import { RowButton } from '../common/RowButton.js';
import { HistoryIcon } from '../common/plainIcons.js';

/** Opens the row's booking history (the record's `id` is the booking reference). */
export function HistoryButton() {
  const record = useRecordContext<{ id: string }>();
  const basename = useBasename();
  if (!record) return null;
  return <RowButton label="app.action.history" icon={<HistoryIcon />} to={`${basename}/bookings/${encodeURIComponent(record.id)}/history`} />;
}
