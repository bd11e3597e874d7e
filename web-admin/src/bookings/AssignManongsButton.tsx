import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { AssignedManongs } from '@app/core/contract/adminBookings';
import { useNotify, useRecordContext } from 'react-admin';
import { RowButton } from '../common/RowButton.js';
import { ManongsIcon } from '../common/plainIcons.js';
import { useDialogOnce } from '../common/useDialogOnce.js';
import { manongChoicesQuery } from '../teams/useManongChoices.js';
import { getJson } from './commands.js';
import { failureText } from '../dataProvider/failureText.js';
import type { BookingRecord } from './types.js';
import { lazyView } from '../common/lazyView.js';

const dialogModule = () => import('./AssignManongsDialog.js');
const AssignManongsDialog = lazyView(dialogModule, 'AssignManongsDialog');

/**
 * The Manongs action (spec §2, §4, §5, §8): enabled as the record's `can_assign_manongs`
 * says (paid, and the work not started, finished or called off: a new team would wipe
 * the time-ins); the dialog
 * shows the assigned team (GET /api/get-manongs/{id}) and sends the new one with the
 * version it opened on, so another administrator's change in between is refused (409).
 * Changing a team that was already assigned asks first. The manongs to choose from and
 * the dialog's code load with the team on the first opening, not with each row.
 */
export function AssignManongsButton() {
  const booking = useRecordContext<BookingRecord>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dialog = useDialogOnce();
  // The team the dialog opened on, and which opening it is (each starts afresh from it).
  const [opened, setOpened] = useState<{ assigned: AssignedManongs; opening: number } | null>(null);
  if (!booking) return null;

  const start = async () => {
    try {
      const [assigned] = await Promise.all([getJson<AssignedManongs>(`/api/get-manongs/${encodeURIComponent(booking.id)}`), queryClient.fetchQuery(manongChoicesQuery), dialogModule()]);
      setOpened((before) => ({ assigned, opening: (before?.opening ?? 0) + 1 }));
      dialog.show();
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    }
  };

  return (
    <>
      <RowButton label="app.action.manongs" icon={<ManongsIcon />} disabled={!booking.can_assign_manongs} onClick={() => void start()} />
      {dialog.mounted && opened && (
        <Suspense fallback={null}>
          <AssignManongsDialog key={opened.opening} booking={booking} assigned={opened.assigned} open={dialog.open} close={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
