/**
 * What "Add to calendar" offers on a page: the .ics download (an api route that checks who
 * asks) and a Google Calendar link; and the one way a route answers with an .ics.
 */
import type { Response } from 'express';
import { googleCalendarUrl, INVITE_CONTENT_TYPE, renderInvite, type Invite } from '@app/core/calendar/invite';

export interface CalendarLinks {
  /** The .ics, on this api (relative: the sites call the api on their own origin). */
  ics_url: string;
  google_url: string;
}

export const calendarLinks = (invite: Invite, icsUrl: string): CalendarLinks => ({ ics_url: icsUrl, google_url: googleCalendarUrl(invite) });

/** The invite as a file to save: text/calendar, a plain file name, never cached (it holds an address). */
export function sendIcs(res: Response, invite: Invite, filename: string): void {
  res
    .status(200)
    .set({ 'Content-Type': INVITE_CONTENT_TYPE, 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' })
    .send(renderInvite(invite));
}
