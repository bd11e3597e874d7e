import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import { roleLabel, shownRoles } from './roles.js';

/** The employee's roles as chips, without 'customer'. */
export function RolesField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ roles?: unknown }>();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {shownRoles(record?.roles).map((role) => (
        <Chip key={role} size="small" label={roleLabel(role)} />
      ))}
    </Stack>
  );
}
