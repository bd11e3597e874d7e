import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { BookingHistory } from './BookingHistory.js';

/** /admin/bookings/:id/history: one booking's history, for administrators and auditors. */
export function BookingHistoryPage() {
  const { id = '' } = useParams();
  const title = useTranslate()('app.history.page_title', { id });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <BookingHistory bookingId={id} />
      </CardContent>
    </Card>
  );
}
