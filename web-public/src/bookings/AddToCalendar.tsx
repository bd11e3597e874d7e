import EventIcon from '@mui/icons-material/Event';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CalendarLinks } from '@app/core/contract/bookings';

/**
 * "Add to calendar": the booking's .ics (the api checks who asks; a guest's link carries
 * their receipt) and a Google Calendar link, both made by the server. The entry has the
 * booking's UID, so the e-mailed updates of a re-booking move the same entry.
 */
export function AddToCalendar({ links, reference, size = 'medium' }: { links: CalendarLinks; reference: string; size?: 'small' | 'medium' }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'inherit' }}>
      <Button
        size={size}
        variant="outlined"
        startIcon={<EventIcon />}
        href={links.ics_url}
        download={`booking-${reference}.ics`}
        aria-label={`Add to calendar: booking ${reference} (.ics file)`}
        sx={{ minHeight: 44 }}
      >
        Add to calendar
      </Button>
      <Button
        size={size}
        variant="text"
        startIcon={<GoogleIcon />}
        href={links.google_url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Google Calendar: add booking ${reference}`}
        sx={{ minHeight: 44 }}
      >
        Google Calendar
      </Button>
    </Stack>
  );
}
