import HistoryIcon from '@mui/icons-material/History';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

/** Opens the row's booking history (the record's `id` is the booking reference). */
export function HistoryButton() {
  const record = useRecordContext<{ id: string }>();
  if (!record) return null;
  return (
    <Button label="History" component={Link} to={`/bookings/${encodeURIComponent(record.id)}/history`} onClick={(e) => e.stopPropagation()}>
      <HistoryIcon />
    </Button>
  );
}
