import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Title, useTranslate } from 'react-admin';
import { useHandOverFirstRows } from '../layout/skeleton.js';
import { JobCard } from './JobCard.js';
import { todayFirst, type Job } from './jobs.js';
import { manilaDay } from './manilaDay.js';
import { StaffTable, type StaffTableProps } from './StaffTable.js';

interface Props<T> extends StaffTableProps<T> {
  /** An i18n key (i18n/en.ts), as is `empty`. */
  title: string;
}

/**
 * A field worker's My Bookings, today's jobs first: on a phone one card per job with its
 * actions as full buttons; on a wider screen the spec's table, with the same actions.
 */
export function StaffJobs<T>({ title, jobs, ...table }: Props<T>) {
  const translate = useTranslate();
  // The rows index.html drew before the scripts go as these draw (firstPaint/staffJobs.ts).
  useHandOverFirstRows();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const ordered = todayFirst(jobs);
  const today = manilaDay(new Date());
  return (
    <>
      <Title title={title} />
      {!phone ? (
        <StaffTable {...table} jobs={ordered} />
      ) : ordered.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{translate(table.empty)}</Typography>
      ) : (
        <ul style={{ padding: 0, margin: '16px 0' }}>
          {ordered.map((job) => (
            <JobCard key={job.id} staff={table.staff} job={job} today={job.day === today} onChange={table.onChange} />
          ))}
        </ul>
      )}
    </>
  );
}
