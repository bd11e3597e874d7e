import { Suspense } from 'react';
import { lazyView } from './lazyView.js';
import { DownloadIcon } from './plainIcons.js';
import { RowButton } from './RowButton.js';
import { useDialogOnce } from './useDialogOnce.js';

/** The spreadsheet reports of spec §7 (`POST /api/reports/<kind>`), one per list screen. */
export type ExportKind = 'cities' | 'customers' | 'schedules' | 'categories' | 'category-services' | 'bookings' | 'cancelled-bookings' | 're-bookings' | 'assessments' | 'plans';

const ExportDialog = lazyView(() => import('./ExportDialog.js'), 'ExportDialog');

/**
 * Export for a list screen: a plain button (RowButton's look, as react-admin's small
 * Button) whose dialog (ExportDialog: the range, the report's progress, the file) loads and
 * mounts at the first click. Usage: `<ExportButton kind="bookings" />`.
 */
export function ExportButton({ kind, label = 'ra.action.export' }: { kind: ExportKind; label?: string }) {
  const dialog = useDialogOnce();
  return (
    <>
      <RowButton label={label} icon={<DownloadIcon />} onClick={dialog.show} />
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ExportDialog kind={kind} label={label} open={dialog.open} close={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
