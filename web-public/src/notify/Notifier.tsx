import type { AlertColor } from '@mui/material/Alert';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ToastMessage } from './Toast.js';

// Snackbar and Alert are fetched with the first message: no page needs them to draw.
const Toast = lazy(() => import('./Toast.js').then((m) => ({ default: m.Toast })));

type Notify = (message: string, severity?: AlertColor) => void;

const NotifyContext = createContext<Notify | null>(null);

/**
 * The spec's short messages ('Welcome back!', 'Address has been added.'): one toast at a
 * time (./Toast).
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  // Mounted from the first message on, so later ones do not wait for the chunk again.
  const [used, setUsed] = useState(false);
  const notify = useCallback<Notify>((text, severity = 'success') => {
    setUsed(true);
    setMessage({ key: Date.now(), text, severity });
  }, []);
  const close = () => setMessage(null);
  const value = useMemo(() => notify, [notify]);

  return (
    <NotifyContext.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <Toast message={message} onClose={close} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify outside NotifierProvider');
  return notify;
}
