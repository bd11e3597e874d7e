import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from 'react-admin';

interface Props {
  label: string;
  icon: ReactElement;
  title: ReactNode;
  /** The dialog's widest (MUI breakpoint); 'sm' unless its content needs a table's width. */
  maxWidth?: 'sm' | 'md';
  /** The dialog's content, rendered only while it is open. */
  children: () => ReactNode;
}

/** A row action that opens a read-only dialog with a Close button; clicks stay out of the row. */
export function DialogButton({ label, icon, title, maxWidth = 'sm', children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={label} onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        {icon}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth={maxWidth} onClick={(event) => event.stopPropagation()}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{open && children()}</DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={() => setOpen(false)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
