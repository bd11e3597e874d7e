/**
 * A booking's statuses as labelled chips: its work status (the server's words) and its
 * payment ('Paid', 'Unpaid', ...), with 'Test payment' beside a payment the sandbox took.
 * The tones are dark text on a pale ground, readable (over 4.5:1) whatever the theme.
 * Plain elements with one stylesheet's classes: a list draws two or three per row.
 */
import { useTranslate } from 'react-admin';
import './statusChips.css';

const TONES = {
  green: { color: '#1b5e20', backgroundColor: '#e8f5e9' },
  red: { color: '#b71c1c', backgroundColor: '#ffebee' },
  amber: { color: '#6d3a00', backgroundColor: '#fff3e0' },
  blue: { color: '#0d47a1', backgroundColor: '#e3f2fd' },
  grey: { color: '#37474f', backgroundColor: '#eceff1' },
  purple: { color: '#4a148c', backgroundColor: '#f3e5f5' },
} as const;
type Tone = keyof typeof TONES;

/** Spec §4 work_status numbers: 0 Pending ... 6 Requested Cancellation. */
const WORK_TONES: Record<number, Tone> = { 0: 'grey', 1: 'green', 2: 'red', 3: 'blue', 4: 'blue', 5: 'amber', 6: 'amber' };
const PAYMENT_TONES: Record<string, Tone> = { paid: 'green', unpaid: 'amber', failed: 'red', expired: 'grey' };

function StatusChip({ label, tone, status }: { label: string; tone: Tone; status: string }) {
  return (
    <span className="status-chip" data-status={status} style={TONES[tone]}>
      <span>{label}</span>
    </span>
  );
}

export function WorkStatusChip({ status, label }: { status: number; label: string }) {
  return <StatusChip label={label} tone={WORK_TONES[status] ?? 'grey'} status={`work-${status}`} />;
}

export function PaymentStatusChip({ status, test }: { status: string; test?: boolean }) {
  const translate = useTranslate();
  return (
    <span className="status-chips">
      <StatusChip label={translate(`app.status.${status}`, { _: status })} tone={PAYMENT_TONES[status] ?? 'grey'} status={`payment-${status}`} />
      {test && <StatusChip label={translate('app.status.test_payment')} tone="purple" status="test-payment" />}
    </span>
  );
}
