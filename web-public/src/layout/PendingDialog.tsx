import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface PendingDialogProps {
  title: string;
  message: string;
  open: boolean;
  onClose: () => void;
}

// Stands in for the header's dialogs (cart, manage booking) until their issues land,
// so the header's buttons already answer honestly instead of doing nothing.
export function PendingDialog({ title, message, open, onClose }: PendingDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="pending-dialog-title">
      <DialogTitle id="pending-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
