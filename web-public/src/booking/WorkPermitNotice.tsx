import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

// Drawn as it is from the first frame, without the fade-in: the build draws it into the
// page's HTML (../shell), and the app's copy takes its place without a flicker.
const NO_APPEAR = { transition: { appear: false }, backdrop: { appear: false } } as const;

/** Spec §2: on entering the wizard, condominium residents are reminded to secure a work permit. */
export function WorkPermitNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="permit-title"
      aria-describedby="permit-text"
      slotProps={NO_APPEAR}
      // The build's shell has no document to portal into: drawn in place there.
      disablePortal={typeof document === 'undefined'}
    >
      <DialogTitle id="permit-title">Disclaimer</DialogTitle>
      <DialogContent>
        <DialogContentText id="permit-text">
          Living in a condominium? Please secure a work permit from your property management before the schedule of service. Our manongs may be refused entry without one.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          I understand
        </Button>
      </DialogActions>
    </Dialog>
  );
}
