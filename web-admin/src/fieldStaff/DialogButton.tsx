import { Suspense, type ReactNode } from 'react';
import { useDialogOnce } from '../common/useDialogOnce.js';
import { ActionButton } from './ActionButton.js';

/**
 * A labelled action that opens a dialog. The dialog and its code load at the first opening
 * (lazyDialogs.ts): a phone's list of cards draws its buttons without MUI's Dialog, tables
 * and lists, so its first cards wait for fewer scripts. MUI's dialog gives focus back to
 * the button when it closes.
 */
export function DialogButton({ label, icon, children }: { label: string; icon: ReactNode; children: (open: boolean, close: () => void) => ReactNode }) {
  const dialog = useDialogOnce();
  return (
    <>
      <ActionButton label={label} icon={icon} onClick={dialog.show} />
      {dialog.mounted && <Suspense fallback={null}>{children(dialog.open, dialog.close)}</Suspense>}
    </>
  );
}
