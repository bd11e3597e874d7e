import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A field worker's action: its label always written out (react-admin's Button shrinks to a
 * bare icon on small screens) and at least 44 px tall, a thumb's target on a phone.
 */
export function ActionButton({ label, icon, ...props }: { label: string; icon?: ReactNode } & Omit<ButtonProps, 'children' | 'startIcon'>) {
  const translate = useTranslate();
  return (
    <Button variant="outlined" startIcon={icon} {...props} sx={{ minHeight: 44 }}>
      {translate(label)}
    </Button>
  );
}
