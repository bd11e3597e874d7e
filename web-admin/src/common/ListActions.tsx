import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, CreateButton, ExportButton, TopToolbar, useRefresh } from 'react-admin';
import { ExportButton as ReportExportButton, type ExportKind } from './ExportButton.js';

interface Props {
  /** Label of the create button ('Create Record', 'Create Customer'); react-admin's by default. */
  createLabel?: string;
  /** Whether the resource can be created from the list (schedules: yes, via the planner). */
  create?: boolean;
  /** The report the Export button has a worker build (spec §7); without it, react-admin's CSV of the list. */
  exportKind?: ExportKind;
}

/**
 * The spec's list buttons: Create, Refresh, Export. The lists pass `empty={false}`: the
 * spec's screens show their table and these buttons even with no rows yet.
 */
export function ListActions({ createLabel, create = true, exportKind }: Props) {
  const refresh = useRefresh();
  return (
    <TopToolbar>
      {create && <CreateButton {...(createLabel ? { label: createLabel } : {})} />}
      <Button label="ra.action.refresh" onClick={() => refresh()}>
        <RefreshIcon />
      </Button>
      {exportKind ? <ReportExportButton kind={exportKind} /> : <ExportButton />}
    </TopToolbar>
  );
}
