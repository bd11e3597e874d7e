import CloseIcon from '@mui/icons-material/Close';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type ReactNode } from 'react';
import { Button, SimpleShowLayout, useRecordContext, useTranslate } from 'react-admin';

interface Props {
  /** i18n key of the dialog's title ('Customer Details'). */
  title: string;
  /** Fields of the row's record. */
  children: ReactNode;
}

/** The spec's View dialogs: the row's record, read-only, without leaving the table. */
export function DetailsDialogButton({ title, children }: Props) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="ra.action.show" onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        <VisibilityIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" onClick={(event) => event.stopPropagation()}>
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent>
          <SimpleShowLayout record={record}>{children}</SimpleShowLayout>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={() => setOpen(false)}>
            <CloseIcon />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
