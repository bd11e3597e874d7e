/**
 * The bell's state: the notifications list from GET api/notifications, kept live over
 * socket.io's admin-notification-channel (each arrival shown as a success alert, spec
 * §2), and what was missed while disconnected fetched again on every reconnect.
 *
 * The socket goes to the console's own origin with the session cookie (withCredentials);
 * the server decides the rooms from the session, so only administrators hear the channel.
 * socket.io's client (~16 kB gzip) loads once the page has loaded and gone idle: fetched
 * before the screen's first rows, it was one more script they waited for (Lighthouse counts
 * every script requested before the largest paint as its dependency).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import type { Socket } from 'socket.io-client';
import { afterPageLoad } from '../common/afterPageLoad.js';
import { mergeNotifications, newestReceived } from './mergeNotifications.js';
import type { AdminNotification } from '@app/core/contract/notifications';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from './notificationsApi.js';

/** The socket event on admin-notification-channel (services/core/src/live/channels.ts). */
const NOTIFICATION_EVENT = 'notification';

export interface AdminNotifications {
  notifications: AdminNotification[];
  unread: number;
  connected: boolean;
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
}

export function useAdminNotifications(enabled: boolean): AdminNotifications {
  const notify = useNotify();
  const [notifications, setNotifications] = useState<AdminNotification[]>([]);
  const [unread, setUnread] = useState(0);
  const [connected, setConnected] = useState(false);
  const known = useRef<AdminNotification[]>([]);

  const load = useCallback(async (since?: string) => {
    const list = await fetchNotifications(since);
    known.current = since ? mergeNotifications(known.current, list.notifications) : list.notifications;
    setNotifications(known.current);
    setUnread(list.unread);
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    void load().catch(() => {});
    const listen = (socket: Socket) => {
      socket.on('connect', () => {
        setConnected(true);
        // Whatever arrived before this connection: while it was down, or since the first list
        // (the socket opens only after the page has loaded).
        void load(newestReceived(known.current)).catch(() => {});
      });
      socket.on('disconnect', () => setConnected(false));
      socket.on(NOTIFICATION_EVENT, (payload: { id: string; message: string }) => {
        notify(payload.message, { type: 'success' });
        // The server pushes once the list holds the notification: fetch it with its date and read state.
        void load(newestReceived(known.current)).catch(() => {});
      });
    };
    let socket: Socket | undefined;
    let stopped = false;
    const cancelWait = afterPageLoad(() => {
      void import('socket.io-client').then(({ io }) => {
        if (stopped) return;
        socket = io({ path: '/socket.io', withCredentials: true });
        listen(socket);
      });
    });
    return () => {
      stopped = true;
      cancelWait();
      socket?.close();
    };
  }, [enabled, load, notify]);

  const markRead = useCallback(
    async (id: string) => {
      await markNotificationRead(id);
      await load();
    },
    [load],
  );
  const markAllRead = useCallback(async () => {
    await markAllNotificationsRead();
    await load();
  }, [load]);

  return { notifications, unread, connected, markRead, markAllRead };
}
