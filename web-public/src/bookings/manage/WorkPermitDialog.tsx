import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fileSize } from '../../format.js';
import { useDialogSubmit } from '../useDialogSubmit.js';

export interface WorkPermitDialogProps {
  open: boolean;
  onClose: () => void;
  /** Uploads the files; throws the api's error. */
  onSubmit: (files: File[]) => Promise<void>;
}

/** Spec §2: a multiple file input listing each file with its size; Submit Work Permit needs one file at least (§5). */
export function WorkPermitDialog({ open, onClose, onSubmit }: WorkPermitDialogProps) {
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const { errors, setErrors, busy, run } = useDialogSubmit();
  const error = Object.values(errors).join(' ');

  useEffect(() => {
    if (!open) return;
    setFiles([]);
    setErrors({});
  }, [open, setErrors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) return;
    setErrors({});
    await run(() => onSubmit(files));
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="work-permit-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Upload Work Permit">
        <DialogTitle id="work-permit-title">Upload Work Permit</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Condominium residents need a work permit from their property management. PDF, PNG or JPEG, up to 5 MB each.</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
            Choose files
          </Button>
          <input
            id={inputId}
            type="file"
            multiple
            accept="application/pdf,image/png,image/jpeg"
            aria-label="Work permit files"
            // Visually hidden but still focusable, so the label above opens it by keyboard too.
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
          <List dense aria-label="Chosen files">
            {files.map((file) => (
              <ListItem key={`${file.name}-${file.size}`} disableGutters>
                <ListItemText primary={file.name} secondary={fileSize(file.size)} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" disabled={files.length === 0 || busy}>
            Submit Work Permit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
