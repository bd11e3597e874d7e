import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, CreateButton, ExportButton, TopToolbar, useRefresh } from 'react-admin';

interface Props {
  /** Label of the create button ('Create Record', 'Create Customer'); react-admin's by default. */
  createLabel?: string;
  /** Whether the resource can be created from the list (schedules: yes, via the planner). */
  create?: boolean;
}

/**
 * The spec's list buttons: Create, Refresh, Export. The lists pass `empty={false}`: the
 * spec's screens show their table and these buttons even with no rows yet.
 */
export function ListActions({ createLabel, create = true }: Props) {
  const refresh = useRefresh();
  return (
    <TopToolbar>
      {create && <CreateButton {...(createLabel ? { label: createLabel } : {})} />}
      <Button label="ra.action.refresh" onClick={() => refresh()}>
        <RefreshIcon />
      </Button>
      <ExportButton />
    </TopToolbar>
  );
}
