import { Suspense, type ReactElement, type ReactNode } from 'react';
import { RowButton } from '../common/RowButton.js';
import { lazyView } from '../common/lazyView.js';
import { useDialogOnce } from '../common/useDialogOnce.js';

const ReadOnlyDialog = lazyView(() => import('./ReadOnlyDialog.js'), 'ReadOnlyDialog');

interface Props {
  label: string;
  icon: ReactElement;
  title: ReactNode;
  /** The dialog's widest (MUI breakpoint); 'sm' unless its content needs a table's width. */
  maxWidth?: 'sm' | 'md';
  /** The dialog's content, rendered only while it is open. */
  children: () => ReactNode;
}

/** A row action that opens a read-only dialog with a Close button, whose code loads at the first opening. */
export function DialogButton({ label, icon, title, maxWidth = 'sm', children }: Props) {
  const dialog = useDialogOnce();
  return (
    <>
      <RowButton label={label} icon={icon} onClick={dialog.show} />
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ReadOnlyDialog title={title} maxWidth={maxWidth} open={dialog.open} close={dialog.close}>
            {children}
          </ReadOnlyDialog>
        </Suspense>
      )}
    </>
  );
}
