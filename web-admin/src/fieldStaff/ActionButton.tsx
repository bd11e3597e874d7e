import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import '../common/plainButton.css';
import './staffAction.css';

interface Props {
  label: string;
  icon?: ReactNode;
  variant?: 'outlined' | 'contained';
  color?: 'primary' | 'error';
  disabled?: boolean;
  onClick: () => void;
}

/**
 * A field worker's action: its label always written out (react-admin's Button shrinks to a
 * bare icon on small screens) and at least 44 px tall, a thumb's target on a phone. A
 * plain button with one stylesheet's class (staffAction.css), looking as MUI's Button.
 */
export function ActionButton({ label, icon, variant = 'outlined', color = 'primary', disabled, onClick }: Props) {
  const translate = useTranslate();
  return (
    <button type="button" className="plain-button staff-action" data-variant={variant} data-color={color} disabled={disabled} onClick={onClick}>
      {icon}
      {translate(label)}
    </button>
  );
}
