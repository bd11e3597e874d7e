import type { CalendarLinks } from '@app/core/contract/bookings';
import { useTranslate } from 'react-admin';
import { CalendarAddIcon, GoogleIcon } from '../common/plainIcons.js';
import '../common/plainButton.css';
import './staffAction.css';

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
      <a className="plain-button staff-action" href={links.ics_url} download aria-label={translate('app.staff.add_to_calendar_name', { what })}>
        <CalendarAddIcon />
        {translate('app.staff.add_to_calendar')}
      </a>
      <a className="plain-button staff-action" href={links.google_url} target="_blank" rel="noopener noreferrer" aria-label={translate('app.staff.google_calendar_name', { what })}>
        <GoogleIcon />
        {translate('app.staff.google_calendar')}
      </a>
    </>
  );
}
