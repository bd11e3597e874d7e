import EventIcon from '@mui/icons-material/EventAvailable';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import type { CalendarLinks } from '@app/core/contract/bookings';
import { useTranslate } from 'react-admin';

/**
 * Add to calendar for a job still to do: the job's .ics from the api (the worker's own jobs
 * only) and a Google Calendar link, both made by the server. The entry has the job's UID,
 * so the assignment e-mail's invite and this download are the same calendar event. Links
 * (not ActionButtons, which are buttons) drawn as they are: outlined, 44 px tall.
 */
export function CalendarButtons({ links, what }: { links: CalendarLinks | null; what: string }) {
  const translate = useTranslate();
  if (!links) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<EventIcon />} href={links.ics_url} download aria-label={translate('app.staff.add_to_calendar_name', { what })} sx={{ minHeight: 44 }}>
        {translate('app.staff.add_to_calendar')}
      </Button>
      <Button variant="outlined" startIcon={<GoogleIcon />} href={links.google_url} target="_blank" rel="noopener noreferrer" aria-label={translate('app.staff.google_calendar_name', { what })} sx={{ minHeight: 44 }}>
        {translate('app.staff.google_calendar')}
      </Button>
    </>
  );
}
