import Chip from '@mui/material/Chip';
import type { PlanStatus } from '@app/core/contract/plans';

// Dark text on a light tint, as PaymentChip (over 4.5:1, axe's color-contrast).
const TONES: Record<PlanStatus, { color: string; backgroundColor: string }> = {
  active: { color: '#1b5e20', backgroundColor: '#e8f5e9' },
  paused: { color: '#6d3a00', backgroundColor: '#fff3e0' },
  cancelled: { color: '#37474f', backgroundColor: '#eceff1' },
};

export function PlanStatusChip({ status, label }: { status: PlanStatus; label: string }) {
  return <Chip size="small" label={label} data-status={`plan-${status}`} sx={{ ...(TONES[status] ?? TONES.cancelled), fontWeight: 600 }} />;
}
