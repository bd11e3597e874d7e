import VisibilityIcon from '@mui/icons-material/Visibility';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { DialogButton } from '../bookings/DialogButton.js';
import { formatDate, formatDateTime, formatTime } from '../format.js';
import type { AssessmentRecord } from './types.js';

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Typography variant="body2">
    <strong>{label}:</strong> {children || '-'}
  </Typography>
);

/** Each assessor with their answer (and that they timed in), e.g. 'Aurora Tasador (Yes, timed in)'. */
const names = (people: AssessmentRecord['primary_assessors']) =>
  people.map((p) => `${`${p.first_name ?? ''} ${p.last_name ?? ''}`.trim()} (${p.confirmed}${p.time_in ? ', timed in' : ''})`).join(', ');

/** View (spec §2 Assessment Details): the request, its visit, its assessors and documents. */
export function AssessmentDetailsButton() {
  const a = useRecordContext<AssessmentRecord>();
  if (!a) return null;
  return (
    <DialogButton label="View" icon={<VisibilityIcon />} title="Assessment Details">
      {() => (
        <Stack spacing={1}>
          <Line label="Customer">{a.customer.name}</Line>
          <Line label="Email">{a.customer.email}</Line>
          <Line label="Contact Number">{a.customer.contact_number}</Line>
          <Line label="Address">{[a.address.street_address, a.address.barangay, a.address.city.name].filter(Boolean).join(', ')}</Line>
          <Line label="Type of Home">{a.address.type_of_home}</Line>
          <Line label="Category">{a.category.name}</Line>
          <Line label="Services">{a.services.map((s) => s.name).join(', ')}</Line>
          <Line label="Preferred Date">{formatDate(a.remarks)}</Line>
          <Line label="Inquired Date">{formatDateTime(a.created_at)}</Line>
          <Line label="Visit">{a.schedule ? `${formatDate(a.schedule.date)} ${formatTime(a.schedule.time)}` : 'Not scheduled'}</Line>
          <Line label="Assessors">{names(a.primary_assessors)}</Line>
          <Line label="Alternative Assessors">{names(a.secondary_assessors)}</Line>
          <Line label="Booked">{a.booked === 'YES' ? `YES (${a.booking.map((b) => b.id).join(', ')})` : 'No Booking'}</Line>
          {a.documents.map((d) => (
            <Link key={d.file_link} href={d.file_link} target="_blank" rel="noopener">
              {d.file_name}
            </Link>
          ))}
        </Stack>
      )}
    </DialogButton>
  );
}
