/**
 * What a booking's status chips say and how they are coloured (StatusChips.tsx draws
 * them), without React: the rows index.html draws before the console's scripts
 * (firstPaint/bookingRows.ts) take theirs from here. Dark text on a pale ground, readable
 * (over 4.5:1) whatever the theme.
 */
const TONES = {
  green: { color: '#1b5e20', backgroundColor: '#e8f5e9' },
  red: { color: '#b71c1c', backgroundColor: '#ffebee' },
  amber: { color: '#6d3a00', backgroundColor: '#fff3e0' },
  blue: { color: '#0d47a1', backgroundColor: '#e3f2fd' },
  grey: { color: '#37474f', backgroundColor: '#eceff1' },
  purple: { color: '#4a148c', backgroundColor: '#f3e5f5' },
} as const;

/** Spec §4 work_status numbers: 0 Pending ... 6 Requested Cancellation. */
const WORK_TONES: Record<number, keyof typeof TONES> = { 0: 'grey', 1: 'green', 2: 'red', 3: 'blue', 4: 'blue', 5: 'amber', 6: 'amber' };
const PAYMENT_TONES: Record<string, keyof typeof TONES> = { paid: 'green', unpaid: 'amber', failed: 'red', expired: 'grey' };

/** One chip: its text, its colours and its `data-status`. */
export interface ChipText {
  label: string;
  colors: { color: string; backgroundColor: string };
  status: string;
}

export const workStatusChip = (status: number, label: string): ChipText => ({ label, colors: TONES[WORK_TONES[status] ?? 'grey'], status: `work-${status}` });

/** The payment's chip ('Paid', 'Unpaid', ...), then 'Test payment' when the sandbox took it. */
export function paymentStatusChips(status: string, test: boolean | undefined, translate: (key: string, options?: { _: string }) => string): ChipText[] {
  const payment = { label: translate(`app.status.${status}`, { _: status }), colors: TONES[PAYMENT_TONES[status] ?? 'grey'], status: `payment-${status}` };
  return test ? [payment, { label: translate('app.status.test_payment'), colors: TONES.purple, status: 'test-payment' }] : [payment];
}
