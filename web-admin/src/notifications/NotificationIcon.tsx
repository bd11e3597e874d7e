import AssignmentIcon from '@mui/icons-material/Assignment';
import BookOnlineIcon from '@mui/icons-material/BookOnline';
import CreditCardOffIcon from '@mui/icons-material/CreditCardOff';
import DescriptionIcon from '@mui/icons-material/Description';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import InfoIcon from '@mui/icons-material/Info';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { SvgIconComponent } from '@mui/icons-material';

/** What happened, at a glance: one icon per kind of notification (its event type). */
const ICONS: Record<string, [SvgIconComponent, 'success' | 'error' | 'warning' | 'info' | 'action']> = {
  BookingPlaced: [BookOnlineIcon, 'info'],
  PaymentSucceeded: [PaymentsIcon, 'success'],
  PaymentFailed: [CreditCardOffIcon, 'error'],
  CancellationRequested: [EventBusyIcon, 'warning'],
  BookingCancelledByCustomer: [EventBusyIcon, 'error'],
  RebookRequested: [EventRepeatIcon, 'warning'],
  ManongAnswered: [PersonOffIcon, 'error'],
  AssessorAnswered: [PersonOffIcon, 'error'],
  WorkPermitsUploaded: [DescriptionIcon, 'info'],
  BookingCompleted: [TaskAltIcon, 'success'],
  AssessmentRequested: [AssignmentIcon, 'info'],
};

export function NotificationIcon({ type }: { type: string }) {
  const [Icon, color] = ICONS[type] ?? [InfoIcon, 'action'];
  return <Icon color={color} fontSize="small" aria-hidden />;
}
