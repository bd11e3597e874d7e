import { Suspense, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { RowButton } from '../common/RowButton.js';
import { RebookIcon } from '../common/plainIcons.js';
import { lazyView } from '../common/lazyView.js';
import { useDialogOnce } from '../common/useDialogOnce.js';
import type { BookingRecord } from './types.js';

const RebookDialog = lazyView(() => import('./RebookDialog.js'), 'RebookDialog');

/**
 * Re-book: move the booking to another open slot (POST /admin-api/rebookings/{id}/fulfil,
 * the same call that fulfils a customer's request). Offered only when the record says it
 * can be done (`can_rebook`): hidden while the work is on going (spec §4), and for a
 * finished or cancelled booking, which has no seat to move.
 * A customer's request opens with the slot they asked for chosen: its seat is held for the
 * booking, so it is offered even when the planner counts it full.
 */
export function RebookButton({ label = 'app.action.rebook' }: { label?: string }) {
  const booking = useRecordContext<BookingRecord>();
  const dialog = useDialogOnce();
  // Each opening starts from the requested slot (or none) and no error.
  const [opening, setOpening] = useState(0);
  if (!booking?.can_rebook) return null;
  return (
    <>
      <RowButton label={label} icon={<RebookIcon />} onClick={() => (setOpening((n) => n + 1), dialog.show())} />
      {dialog.mounted && (
        <Suspense fallback={null}>
          <RebookDialog key={opening} booking={booking} open={dialog.open} close={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
