import { Suspense } from 'react';
import { useRecordContext } from 'react-admin';
import { RowButton } from '../common/RowButton.js';
import { DocumentIcon } from '../common/plainIcons.js';
import { lazyView } from '../common/lazyView.js';
import { useDialogOnce } from '../common/useDialogOnce.js';
import type { BookingRecord } from './types.js';

const WorkPermitsDialog = lazyView(() => import('./WorkPermitsDialog.js'), 'WorkPermitsDialog');

/**
 * Work Permits (spec §4): offered once manongs are assigned and until the permits are
 * confirmed; the dialog lists the customer's uploads, and Confirmed is enabled as the
 * record's `can_confirm_permits` says (not while there are none: the api refuses, 409).
 */
export function WorkPermitsButton() {
  const booking = useRecordContext<BookingRecord>();
  const dialog = useDialogOnce();
  if (!booking || !booking.has_manongs || booking.permits_confirmed) return null;
  return (
    <>
      <RowButton label="app.action.work_permits" icon={<DocumentIcon />} onClick={dialog.show} />
      {dialog.mounted && (
        <Suspense fallback={null}>
          <WorkPermitsDialog booking={booking} open={dialog.open} close={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
