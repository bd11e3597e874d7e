import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactElement, ReactNode } from 'react';
import { Button } from 'react-admin';
import { RowButton } from '../common/RowButton.js';
import { useDialogOnce } from '../common/useDialogOnce.js';

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
  const dialog = useDialogOnce();
  return (
    <>
      <RowButton label={label} icon={icon} onClick={dialog.show} />
      {dialog.mounted && (
        <Dialog open={dialog.open} onClose={dialog.close} fullWidth maxWidth={maxWidth} onClick={(event) => event.stopPropagation()}>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{dialog.open && children()}</DialogContent>
          <DialogActions>
            <Button label="ra.action.close" onClick={dialog.close} />
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
