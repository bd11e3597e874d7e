import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LoginForm } from '../auth/LoginForm.js';
import { homeOf } from '../auth/user.js';
import { company } from '../company.js';
import { useNotify } from '../notify/Notifier.js';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  onOpenRegister: () => void;
}

/**
 * The header's sign-in (spec §2). A customer stays on the page they were reading; staff
 * are sent on to the console, the only place their work is.
 */
export function LoginDialog({ open, onClose, onOpenRegister }: LoginDialogProps) {
  const notify = useNotify();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="login-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="login-dialog-title">Welcome to {company.name}</DialogTitle>
      <DialogContent>
        <LoginForm
          idPrefix="login-dialog"
          failureText="Invalid credentials... Please try again..."
          onSignedIn={(user) => {
            notify('Welcome back!');
            onClose();
            const home = homeOf(user);
            if (home.kind === 'console') window.location.assign(home.href);
          }}
          onOpenRegister={onOpenRegister}
        />
      </DialogContent>
    </Dialog>
  );
}
