import EventIcon from '@mui/icons-material/Event';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../format.js';
import { CalendarButtons } from './CalendarButtons.js';
import { DocumentActions, WorkActions, type Staff } from './JobActions.js';
import { mapsUrl, type Job } from './jobs.js';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ '& > svg': { mt: '2px', color: 'text.secondary' } }}>
      {icon}
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

/**
 * One job on a phone: what, for whom, where (a maps link) and when, then its actions as
 * labelled buttons two to a row. Before the job's day it says when Time In opens.
 */
export function JobCard<T>({ staff, job, today, onChange }: { staff: Staff; job: Job<T>; today: boolean; onChange: () => void }) {
  const translate = useTranslate();
  return (
    <Card component="li" variant="outlined" aria-label={`${job.service}, ${job.when}`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between">
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            {job.service}
          </Typography>
          <Stack direction="row" spacing={0.5} flexShrink={0}>
            {today && <Chip label={translate('app.staff.today')} color="primary" size="small" />}
            <Chip label={job.status} size="small" variant="outlined" />
          </Stack>
        </Stack>
        <Stack spacing={0.75} sx={{ mt: 1 }}>
          <Typography fontWeight={600}>{job.customer}</Typography>
          {job.contact && (
            <Line icon={<PhoneIcon fontSize="small" />}>
              <Link href={`tel:${job.contact}`}>{job.contact}</Link>
            </Line>
          )}
          <Line icon={<PlaceIcon fontSize="small" />}>
            <Link href={mapsUrl(job.address)} target="_blank" rel="noopener">
              {job.address}
            </Link>
          </Line>
          <Line icon={<EventIcon fontSize="small" />}>{job.when}</Line>
        </Stack>
        {job.timeInOpens && (
          <Alert severity="info" sx={{ mt: 1.5, py: 0 }}>
            {translate('app.staff.time_in_opens', { day: formatDate(job.timeInOpens) })}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, p: 2, pt: 0, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <WorkActions staff={staff} job={job} onChange={onChange} />
        <DocumentActions job={job} onChange={onChange} />
        {job.calendar && (
          // A row of its own, across both columns: the two links side by side when they fit.
          <Stack direction="row" useFlexGap spacing={1} sx={{ gridColumn: '1 / -1', flexWrap: 'wrap', '& > a': { flex: '1 1 auto', whiteSpace: 'nowrap' } }}>
            <CalendarButtons links={job.calendar} what={`${job.service}, ${job.when}`} />
          </Stack>
        )}
      </CardActions>
    </Card>
  );
}
