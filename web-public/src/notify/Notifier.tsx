import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type Notify = (message: string, severity?: AlertColor) => void;

const NotifyContext = createContext<Notify | null>(null);

interface Message {
  key: number;
  text: string;
  severity: AlertColor;
}

/**
 * The spec's short messages ('Welcome back!', 'Address has been added.'): one toast at a
 * time, announced to screen readers by the Alert's role.
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const notify = useCallback<Notify>((text, severity = 'success') => setMessage({ key: Date.now(), text, severity }), []);
  const close = () => setMessage(null);
  const value = useMemo(() => notify, [notify]);

  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar key={message?.key} open={message !== null} autoHideDuration={4000} onClose={close} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert onClose={close} severity={message?.severity ?? 'success'} variant="filled" sx={{ width: '100%' }}>
          {message?.text}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify outside NotifierProvider');
  return notify;
}
