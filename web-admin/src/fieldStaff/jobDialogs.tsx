/**
 * The job cards' dialogs, in a chunk of their own loaded at the first opening
 * (lazyDialogs.ts): MUI's Dialog, Table and List are not among a phone's first scripts.
 */
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Button, useTranslate } from 'react-admin';
import type { StaffDocument } from '@app/core/contract/fieldStaff';
import { ChecklistButtons } from './ChecklistButtons.js';
import { UploadForm } from './UploadForm.js';

interface Shown {
  open: boolean;
  close: () => void;
}

function JobDialog({ open, close, title, children }: Shown & { title: string; children: ReactNode }) {
  const titleId = useId();
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      {open && children}
    </Dialog>
  );
}

/** A dialog that only shows things: its content, and Close. */
function ShowDialog({ open, close, title, children }: Shown & { title: string; children: ReactNode }) {
  return (
    <JobDialog open={open} close={close} title={title}>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={close} />
      </DialogActions>
    </JobDialog>
  );
}

/** The View dialog: label (an i18n key) and value rows, read-only. */
export function DetailsDialog({ title, rows, ...shown }: Shown & { title: string; rows: [string, string][] }) {
  const translate = useTranslate();
  return (
    <ShowDialog {...shown} title={title}>
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
    </ShowDialog>
  );
}

/** The spec's "available documents" dialog: the files on the booking or assessment. */
export function DocumentsDialog({ documents, ...shown }: Shown & { documents: StaffDocument[] }) {
  const translate = useTranslate();
  return (
    <ShowDialog {...shown} title="app.dialog.available_documents">
      {documents.length === 0 ? (
        <Typography color="text.secondary">{translate('app.message.no_documents')}</Typography>
      ) : (
        <List dense>
          {documents.map((d) => (
            <ListItem key={d.file_link}>
              <Link href={d.file_link} target="_blank" rel="noopener">
                {d.file_name}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
    </ShowDialog>
  );
}

/** The upload dialog (spec §5: files required, several allowed). */
export function UploadDialog({ id, onUploaded, ...shown }: Shown & { id: string; onUploaded: () => void }) {
  return (
    <JobDialog {...shown} title="app.dialog.upload_documents">
      <UploadForm id={id} close={shown.close} onUploaded={onUploaded} />
    </JobDialog>
  );
}

/** The Checklists dialog: one button per checklist PDF. */
export function ChecklistsDialog({ type, id, ...shown }: Shown & { type: 'booking' | 'assessment'; id: string }) {
  return (
    <ShowDialog {...shown} title="app.dialog.checklists">
      <ChecklistButtons type={type} id={id} />
    </ShowDialog>
  );
}
