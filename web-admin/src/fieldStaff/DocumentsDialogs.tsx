import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { DocumentIcon, UploadIcon } from '../common/plainIcons.js';
import { useDialogOnce } from '../common/useDialogOnce.js';
import type { StaffDocument } from '@app/core/contract/fieldStaff';
import { ActionButton } from './ActionButton.js';
import { uploadDocuments } from './api.js';
import { failureText } from '../dataProvider/failureText.js';

/**
 * A labelled action that opens a dialog; MUI's dialog gives focus back to the button when
 * it closes. The dialog mounts at the first opening (a card has three of these).
 */
export function DialogButton({ label, icon, title, children }: { label: string; icon: ReactNode; title: string; children: (close: () => void) => ReactNode }) {
  const dialog = useDialogOnce();
  return (
    <>
      <ActionButton label={label} icon={icon} onClick={dialog.show} />
      {dialog.mounted && (
        <JobDialog open={dialog.open} close={dialog.close} title={title}>
          {children}
        </JobDialog>
      )}
    </>
  );
}

function JobDialog({ open, close, title, children }: { open: boolean; close: () => void; title: string; children: (close: () => void) => ReactNode }) {
  const titleId = useId();
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      {open && children(close)}
    </Dialog>
  );
}

/** A DialogButton whose dialog only shows things: its content, and Close. */
export function ShowDialogButton({ label, icon, title, children }: { label: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <DialogButton label={label} icon={icon} title={title}>
      {(close) => (
        <>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button label="ra.action.close" onClick={close} />
          </DialogActions>
        </>
      )}
    </DialogButton>
  );
}

/** The spec's "available documents" dialog: the files on the booking or assessment. */
export function DocumentsButton({ documents }: { documents: StaffDocument[] }) {
  const translate = useTranslate();
  return (
    <ShowDialogButton label="app.action.documents" icon={<DocumentIcon />} title="app.dialog.available_documents">
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
    </ShowDialogButton>
  );
}

/** The upload dialog (spec §5: files required, several allowed); the list refreshes after. */
export function UploadButton({ id, onUploaded }: { id: string; onUploaded: () => void }) {
  const notify = useNotify();
  return (
    <DialogButton label="app.action.upload" icon={<UploadIcon />} title="app.dialog.upload_documents">
      {(close) => <UploadForm id={id} close={close} onUploaded={onUploaded} notify={notify} />}
    </DialogButton>
  );
}

function UploadForm({ id, close, onUploaded, notify }: { id: string; close: () => void; onUploaded: () => void; notify: ReturnType<typeof useNotify> }) {
  const translate = useTranslate();
  const [files, setFiles] = useState<File[]>([]);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      const answer = await uploadDocuments(id, files);
      notify(answer.message ?? 'app.message.documents_uploaded', { type: 'success' });
      onUploaded();
      close();
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <DialogContent>
        <input type="file" name="documents" multiple accept="application/pdf,image/png,image/jpeg" aria-label={translate('app.staff.documents_input')} onChange={(e) => setFiles([...(e.target.files ?? [])])} />
        {files.length === 0 && (
          <Typography variant="caption" display="block" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.staff.choose_files')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={close} />
        <Button label="app.action.upload" variant="contained" disabled={files.length === 0 || saving} onClick={() => void submit()} />
      </DialogActions>
    </>
  );
}
