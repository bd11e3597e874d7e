import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Suspense, type ReactNode } from 'react';
import { Button } from 'react-admin';

interface Props {
  title: ReactNode;
  maxWidth: 'sm' | 'md';
  open: boolean;
  close: () => void;
  /** The dialog's content, rendered only while it is open. */
  children: () => ReactNode;
}

/**
 * DialogButton's dialog, its own chunk loaded at the first opening: a read-only dialog with
 * a Close button; clicks stay out of the row. Its content may itself load lazily: the title
 * and Close show meanwhile.
 */
export function ReadOnlyDialog({ title, maxWidth, open, close, children }: Props) {
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth={maxWidth} onClick={(event) => event.stopPropagation()}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Suspense fallback={null}>{open && children()}</Suspense>
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={close} />
      </DialogActions>
    </Dialog>
  );
}
