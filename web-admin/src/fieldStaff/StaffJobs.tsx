import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Children, type ReactNode } from 'react';
import { Datagrid, FunctionField, ListContextProvider, ResourceContextProvider, Title, useList, useTranslate } from 'react-admin';
import { CalendarButtons } from './CalendarButtons.js';
import { JobCard } from './JobCard.js';
import { DocumentActions, WorkActions, type Staff } from './JobActions.js';
import { todayFirst, type Job } from './jobs.js';
import { manilaDay } from './manilaDay.js';

interface Props<T> {
  /** An i18n key (i18n/en.ts), as is `empty`. */
  title: string;
  /** Datagrid asks access by resource: the table carries its own name (these screens sit outside any <Resource>). */
  resource: string;
  staff: Staff;
  jobs: Job<T>[];
  empty: string;
  onChange: () => void;
  /** The table's columns before Actions and Documents (the spec's, for wide screens). */
  children: ReactNode;
}

/**
 * A field worker's My Bookings, today's jobs first: on a phone one card per job with its
 * actions as full buttons; on a wider screen the spec's table, with the same actions.
 */
export function StaffJobs<T extends { id: string }>({ title, resource, staff, jobs, empty, onChange, children }: Props<T>) {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const ordered = todayFirst(jobs);
  const list = useList({ data: ordered.map((j) => j.record), perPage: 1000 });
  const byId = new Map(ordered.map((j) => [j.record.id, j]));
  const today = manilaDay(new Date());
  if (phone) {
    return (
      <>
        <Title title={title} />
        {ordered.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{translate(empty)}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, my: 2 }}>
            {ordered.map((job) => (
              <JobCard key={job.record.id} staff={staff} job={job} today={job.day === today} onChange={onChange} />
            ))}
          </Stack>
        )}
      </>
    );
  }
  const cell = (render: (job: Job<T>) => ReactNode) => (record: T) => {
    const job = byId.get(record.id);
    return job ? (
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
        {render(job)}
      </Stack>
    ) : null;
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <ResourceContextProvider value={resource}>
        <ListContextProvider value={list}>
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Stack sx={{ p: 2 }}>{translate(empty)}</Stack>}>
            {Children.toArray(children)}
            <FunctionField
              label="app.column.actions"
              render={cell((job) => (
                <>
                  <WorkActions staff={staff} job={job} onChange={onChange} />
                  <CalendarButtons links={job.calendar} what={`${job.service}, ${job.when}`} />
                </>
              ))}
            />
            <FunctionField label="app.action.documents" render={cell((job) => <DocumentActions job={job} onChange={onChange} />)} />
          </Datagrid>
        </ListContextProvider>
      </ResourceContextProvider>
    </Card>
  );
}
