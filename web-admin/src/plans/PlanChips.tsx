import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { PlanStatus } from './types.js';

// Dark text on a pale ground, as common/StatusChips (over 4.5:1 whatever the theme).
const PLAN_TONES: Record<PlanStatus, { color: string; backgroundColor: string }> = {
  active: { color: '#1b5e20', backgroundColor: '#e8f5e9' },
  paused: { color: '#6d3a00', backgroundColor: '#fff3e0' },
  cancelled: { color: '#37474f', backgroundColor: '#eceff1' },
};

const VISIT_TONES: Record<string, { color: string; backgroundColor: string }> = {
  booked: PLAN_TONES.paused,
  paid: PLAN_TONES.active,
  done: { color: '#0d47a1', backgroundColor: '#e3f2fd' },
  released: { color: '#b71c1c', backgroundColor: '#ffebee' },
  skipped: PLAN_TONES.cancelled,
  cancelled: PLAN_TONES.cancelled,
  unplaced: { color: '#b71c1c', backgroundColor: '#ffebee' },
};

export function PlanStatusChip({ status }: { status: PlanStatus }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(`app.plans.status.${status}`, { _: status })} data-status={`plan-${status}`} sx={{ ...(PLAN_TONES[status] ?? PLAN_TONES.cancelled), fontWeight: 600 }} />;
}

export function VisitStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(`app.plans.visit_status.${status}`, { _: status })} data-status={`visit-${status}`} sx={{ ...(VISIT_TONES[status] ?? PLAN_TONES.cancelled), fontWeight: 600 }} />;
}
