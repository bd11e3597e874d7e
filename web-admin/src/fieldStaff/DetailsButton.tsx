import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ViewIcon } from '../common/plainIcons.js';
import { ShowDialogButton } from './DocumentsDialogs.js';

/** The View dialog of the field staff's jobs: label (an i18n key) and value rows, read-only. */
export function DetailsButton({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  const translate = useTranslate();
  return (
    <ShowDialogButton label="app.action.view" icon={<ViewIcon />} title={title}>
      <Table size="small">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" sx={{ fontWeight: 600, width: '35%' }}>
                {translate(label)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ShowDialogButton>
  );
}
