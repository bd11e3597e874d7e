import VisibilityIcon from '@mui/icons-material/Visibility';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate, type TranslateFunction } from 'react-admin';
import { DialogButton } from '../bookings/DialogButton.js';
import { RemindersPanel } from '../bookings/RemindersPanel.js';
import { formatDate, formatDateTime, formatTime } from '../format.js';
import type { AssessmentRecord } from './types.js';

/** One fact of the request, labelled by its key under resources.assessments.fields. */
const Line = ({ field, children }: { field: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2">
      <strong>{translate(`resources.assessments.fields.${field}`)}:</strong> {children || '-'}
    </Typography>
  );
};

/** Each assessor with their answer (and that they timed in), e.g. 'Aurora Tasador (Yes, timed in)'. */
const names = (people: AssessmentRecord['primary_assessors'], translate: TranslateFunction) =>
  people
    .map((p) => translate(p.time_in ? 'app.assessment.assessor_timed_in' : 'app.assessment.assessor', { name: `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim(), answer: p.confirmed }))
    .join(', ');

/** View (spec §2 Assessment Details): the request, its visit, its assessors and documents. */
export function AssessmentDetailsButton() {
  const a = useRecordContext<AssessmentRecord>();
  const translate = useTranslate();
  if (!a) return null;
  return (
    <DialogButton label="app.action.view" icon={<VisibilityIcon />} title={translate('app.dialog.assessment_details')} maxWidth="md">
      {() => (
        <Stack spacing={1}>
          <Line field="customer">{a.customer.name}</Line>
          <Line field="email">{a.customer.email}</Line>
          <Line field="contact_number">{a.customer.contact_number}</Line>
          <Line field="address">{[a.address.street_address, a.address.barangay, a.address.city.name].filter(Boolean).join(', ')}</Line>
          <Line field="type_of_home">{a.address.type_of_home}</Line>
          <Line field="category">{a.category.name}</Line>
          <Line field="services">{a.services.map((s) => s.name).join(', ')}</Line>
          <Line field="remarks">{formatDate(a.remarks)}</Line>
          <Line field="created_at">{formatDateTime(a.created_at)}</Line>
          <Line field="schedule">{a.schedule ? `${formatDate(a.schedule.date)} ${formatTime(a.schedule.time)}` : translate('resources.assessments.fields.not_scheduled')}</Line>
          <Line field="primary_assessors">{names(a.primary_assessors, translate)}</Line>
          <Line field="secondary_assessors">{names(a.secondary_assessors, translate)}</Line>
          <Line field="booked">{a.booked === 'YES' ? `YES (${a.booking.map((b) => b.id).join(', ')})` : translate('resources.assessments.fields.no_booking')}</Line>
          {a.documents.map((d) => (
            <Link key={d.file_link} href={d.file_link} target="_blank" rel="noopener">
              {d.file_name}
            </Link>
          ))}
          <RemindersPanel url={`/admin-api/assessments/${encodeURIComponent(a.id)}/reminders`} />
        </Stack>
      )}
    </DialogButton>
  );
}
