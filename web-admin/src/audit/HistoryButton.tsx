import HistoryIcon from '@mui/icons-material/History';
import { Button, useBasename, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

/** Opens the row's booking history (the record's `id` is the booking reference). */
export function HistoryButton() {
  const record = useRecordContext<{ id: string }>();
  const basename = useBasename();
  if (!record) return null;
  return (
    <Button label="app.action.history" component={Link} to={`${basename}/bookings/${encodeURIComponent(record.id)}/history`} onClick={(e) => e.stopPropagation()}>
      <HistoryIcon />
    </Button>
  );
}
