import type { StaffDocument } from '@app/core/contract/fieldStaff';
import { ChecklistsIcon, DocumentIcon, UploadIcon, ViewIcon } from '../common/plainIcons.js';
import { DialogButton } from './DialogButton.js';
import { ChecklistsDialog, DetailsDialog, DocumentsDialog, UploadDialog } from './lazyDialogs.js';

/** View: the job's details, label (an i18n key) and value rows, read-only. */
export function DetailsButton({ title, rows }: { title: string; rows: [string, string][] }) {
  return <DialogButton label="app.action.view" icon={<ViewIcon />}>{(open, close) => <DetailsDialog open={open} close={close} title={title} rows={rows} />}</DialogButton>;
}

/** The spec's "available documents": the files on the booking or assessment. */
export function DocumentsButton({ documents }: { documents: StaffDocument[] }) {
  return <DialogButton label="app.action.documents" icon={<DocumentIcon />}>{(open, close) => <DocumentsDialog open={open} close={close} documents={documents} />}</DialogButton>;
}

/** Upload (spec §5: files required, several allowed); the list refreshes after. */
export function UploadButton({ id, onUploaded }: { id: string; onUploaded: () => void }) {
  return <DialogButton label="app.action.upload" icon={<UploadIcon />}>{(open, close) => <UploadDialog open={open} close={close} id={id} onUploaded={onUploaded} />}</DialogButton>;
}

/** The job's Checklists: one button per checklist PDF. */
export function ChecklistsButton({ type, id }: { type: 'booking' | 'assessment'; id: string }) {
  return <DialogButton label="app.action.checklists" icon={<ChecklistsIcon />}>{(open, close) => <ChecklistsDialog open={open} close={close} type={type} id={id} />}</DialogButton>;
}
