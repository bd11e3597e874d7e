import type { ReactNode } from 'react';
import { TopToolbar, useRefresh } from 'react-admin';
import { ExportButton, type ExportKind } from '../common/ExportButton.js';
import { RefreshIcon } from '../common/plainIcons.js';
import { RowButton } from '../common/RowButton.js';

/**
 * Refresh and Export (the screen's report, spec §7) above a booking table, after any buttons
 * of its own (Book Service). Plain buttons (RowButton): react-admin's Button is, on a phone,
 * an icon button in a tooltip, whose popper and its state drew ~40 components again after
 * the first render of every list.
 */
export function RefreshExportActions({ exportKind, children }: { exportKind: ExportKind; children?: ReactNode }) {
  const refresh = useRefresh();
  return (
    <TopToolbar>
      {children}
      <RowButton label="ra.action.refresh" icon={<RefreshIcon />} onClick={() => refresh()} />
      <ExportButton kind={exportKind} />
    </TopToolbar>
  );
}
