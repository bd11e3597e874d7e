import RefreshIcon from '@mui/icons-material/Refresh';
import type { ReactNode } from 'react';
import { Button, TopToolbar, useRefresh } from 'react-admin';
import { ExportPending } from './ExportPending.js';

/** Refresh and Export above a booking table, after any buttons of its own (Book Service). */
export function RefreshExportActions({ children }: { children?: ReactNode }) {
  const refresh = useRefresh();
  return (
    <TopToolbar>
      {children}
      <Button label="ra.action.refresh" onClick={() => refresh()}>
        <RefreshIcon />
      </Button>
      <ExportPending />
    </TopToolbar>
  );
}
