import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import PaymentIcon from '@mui/icons-material/Payment';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManagedBooking } from '@app/core/contract/bookings';
import { TitledCard } from './BookingCards.js';

export interface ManagementCardProps {
  booking: ManagedBooking;
  paying: boolean;
  onPay: () => void;
  onRebook: () => void;
  onCancel: () => void;
  onUploadPermit: () => void;
}

/** Why a button is off, in plain words, next to the buttons (a disabled button cannot explain itself). */
function reason(booking: ManagedBooking): string | null {
  if (booking.can_request_rebook) return null;
  if (booking.can_pay) return 'Pay for the booking first to rebook or cancel it.';
  return `This booking is ${booking.work_status_string.toLowerCase()}: it can no longer be rebooked or cancelled.`;
}

/**
 * Spec §4's button rules, as the server's flags give them (the decider's own rules):
 * Payment only while unpaid; Rebook and Cancel only when paid and the work status is not
 * 1, 2 or 3; Upload Work Permit not at 1, 2 or 3.
 */
export function ManagementCard({ booking, paying, onPay, onRebook, onCancel, onUploadPermit }: ManagementCardProps) {
  const note = reason(booking);
  return (
    <TitledCard title="Booking Management">
      <Stack spacing={1.5}>
        <Button variant="contained" startIcon={<PaymentIcon />} disabled={!booking.can_pay || paying} onClick={onPay}>
          Payment
        </Button>
        <Button variant="outlined" startIcon={<EventRepeatIcon />} disabled={!booking.can_request_rebook} onClick={onRebook}>
          Rebook
        </Button>
        <Button variant="outlined" color="error" startIcon={<CancelOutlinedIcon />} disabled={!booking.can_request_cancellation} onClick={onCancel}>
          Cancel Booking
        </Button>
        <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={!booking.can_upload_permit} onClick={onUploadPermit}>
          Upload Work Permit
        </Button>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </Stack>
    </TitledCard>
  );
}
