import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CalendarButtons } from './CalendarButtons.js';
import { DocumentActions, WorkActions, type Staff } from './JobActions.js';
import type { Job, StaffColumn } from './jobs.js';

export interface StaffTableProps<T> {
  staff: Staff;
  /** In the order shown. */
  jobs: Job<T>[];
  /** An i18n key. */
  empty: string;
  onChange: () => void;
  columns: StaffColumn<T>[];
}

/** Buttons side by side, wrapping. */
const Buttons = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
    {children}
  </Stack>
);

/**
 * The spec's table of a field worker's jobs on a wider screen, with the cards' actions:
 * MUI's table as react-admin's Datagrid draws it, without the list machinery (sorting,
 * selection, export) this unsorted, unpaged list has no use for, whose scripts a phone
 * would load too.
 */
export function StaffTable<T>({ staff, jobs, empty, onChange, columns }: StaffTableProps<T>) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      {jobs.length === 0 ? (
        <Typography sx={{ p: 2 }}>{translate(empty)}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label}>{translate(column.label)}</TableCell>
              ))}
              <TableCell>{translate('app.column.actions')}</TableCell>
              <TableCell>{translate('app.action.documents')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job) => (
              <TableRow key={job.id} hover>
                {columns.map((column) => (
                  <TableCell key={column.label}>{column.render(job.record)}</TableCell>
                ))}
                <TableCell>
                  <Buttons>
                    <WorkActions staff={staff} job={job} onChange={onChange} />
                    <CalendarButtons links={job.calendar} what={`${job.service}, ${job.when}`} />
                  </Buttons>
                </TableCell>
                <TableCell>
                  <Buttons>
                    <DocumentActions job={job} onChange={onChange} />
                  </Buttons>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
