import Chip from '@mui/material/Chip';

interface Paid {
  payment_status: string;
  /** The server's word: paid in test mode (the sandbox took it), so no money moved. */
  is_test_payment: boolean;
}

/** The payment status as the customer's pages show it: Paid, Test payment or Unpaid. */
export const paymentLabel = (b: Paid) => (b.payment_status !== 'paid' ? 'Unpaid' : b.is_test_payment ? 'Test payment' : 'Paid');

export function PaymentChip({ booking }: { booking: Paid }) {
  const paid = booking.payment_status === 'paid';
  return <Chip size="small" color={!paid ? 'warning' : booking.is_test_payment ? 'info' : 'success'} label={paymentLabel(booking)} />;
}
