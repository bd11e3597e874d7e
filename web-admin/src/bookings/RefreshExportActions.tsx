import RefreshIcon from '@mui/icons-material/Refresh';
import type { ReactNode } from 'react';
import { Button, TopToolbar, useRefresh } from 'react-admin';
import { ExportButton, type ExportKind } from '../common/ExportButton.js';

/** Refresh and Export (the screen's report, spec §7) above a booking table, after any buttons of its own (Book Service). */
export function RefreshExportActions({ exportKind, children }: { exportKind: ExportKind; children?: ReactNode }) {
  const refresh = useRefresh();
  return (
    <TopToolbar>
      {children}
      <Button label="ra.action.refresh" onClick={() => refresh()}>
        <RefreshIcon />
      </Button>
      <ExportButton kind={exportKind} />
    </TopToolbar>
  );
}
