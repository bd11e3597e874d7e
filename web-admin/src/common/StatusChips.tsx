/**
 * A booking's statuses as labelled chips: its work status (the server's words) and its
 * payment ('Paid', 'Unpaid', ...), with 'Test payment' beside a payment the sandbox took
 * (texts and tones: statusChipTexts.ts). Plain elements with one stylesheet's classes: a
 * list draws two or three per row.
 */
import { useTranslate } from 'react-admin';
import { paymentStatusChips, workStatusChip, type ChipText } from './statusChipTexts.js';
import './statusChips.css';

function StatusChip({ chip }: { chip: ChipText }) {
  return (
    <span className="status-chip" data-status={chip.status} style={chip.colors}>
      <span>{chip.label}</span>
    </span>
  );
}

export function WorkStatusChip({ status, label }: { status: number; label: string }) {
  return <StatusChip chip={workStatusChip(status, label)} />;
}

export function PaymentStatusChip({ status, test }: { status: string; test?: boolean }) {
  const translate = useTranslate();
  return (
    <span className="status-chips">
      {paymentStatusChips(status, test, translate).map((chip) => (
        <StatusChip key={chip.status} chip={chip} />
      ))}
    </span>
  );
}
