import Chip from '@mui/material/Chip';

interface Paid {
  payment_status: string;
  /** The server's word: paid in test mode (the sandbox took it), so no money moved. */
  is_test_payment: boolean;
}

/** The payment status as the customer's pages show it: Paid, Test payment or Unpaid. */
export const paymentLabel = (b: Paid) => (b.payment_status !== 'paid' ? 'Unpaid' : b.is_test_payment ? 'Test payment' : 'Paid');

// Dark text on a light tint, as the console's chips (web-admin's StatusChips): MUI's filled
// warning and info chips put white on orange and light blue, under 4.5:1 (axe: color-contrast).
const TONES = {
  Paid: { color: '#1b5e20', backgroundColor: '#e8f5e9' },
  'Test payment': { color: '#4a148c', backgroundColor: '#f3e5f5' },
  Unpaid: { color: '#6d3a00', backgroundColor: '#fff3e0' },
} as const;

export function PaymentChip({ booking }: { booking: Paid }) {
  const label = paymentLabel(booking);
  return <Chip size="small" label={label} sx={{ ...TONES[label], fontWeight: 600 }} />;
}
