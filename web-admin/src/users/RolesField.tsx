import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { EmployeeRecord } from '@app/core/contract/people';
import { useRecordContext, useTranslate } from 'react-admin';
import { roleLabel, shownRoles } from './roles.js';

/** The employee's roles as chips, without 'customer'. */
export function RolesField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<EmployeeRecord>();
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {shownRoles(record?.roles).map((role) => (
        <Chip key={role} size="small" label={translate(roleLabel(role))} />
      ))}
    </Stack>
  );
}
