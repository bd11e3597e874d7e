import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface ToastMessage {
  key: number;
  text: string;
  severity: AlertColor;
}

export interface ToastProps {
  message: ToastMessage | null;
  onClose: () => void;
}

/** One short message at the top, announced to screen readers by the Alert's role. */
export function Toast({ message, onClose }: ToastProps) {
  return (
    <Snackbar key={message?.key} open={message !== null} autoHideDuration={4000} onClose={onClose} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert onClose={onClose} severity={message?.severity ?? 'success'} variant="filled" sx={{ width: '100%' }}>
        {message?.text}
      </Alert>
    </Snackbar>
  );
}
