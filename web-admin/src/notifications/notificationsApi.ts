/**
 * The bell's calls (spec §7: GET api/notifications; marking read). Same origin as the
 * console, with the session cookie and the CSRF header of every other call.
 */
import type { NotificationList } from '@app/core/contract/notifications';
import { httpClient } from '../dataProvider/httpClient.js';

/** The newest notifications; with `since`, those received from then on (after a reconnect). */
export async function fetchNotifications(since?: string): Promise<NotificationList> {
  const query = since ? `?since=${encodeURIComponent(since)}` : '';
  const { json } = await httpClient(`/api/notifications${query}`);
  return json as NotificationList;
}

export async function markNotificationRead(id: string): Promise<void> {
  await httpClient(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' });
}

export async function markAllNotificationsRead(): Promise<void> {
  await httpClient('/api/notifications/read-all', { method: 'POST' });
}
