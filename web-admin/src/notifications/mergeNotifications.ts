/**
 * Folding what the bell learns (a first list, pushes, lists fetched after a reconnect)
 * into one list, newest first, each notification once: a push may arrive twice (a worker
 * retry) or also come back in a list fetched right after it.
 */
import type { AdminNotification } from '@app/core/contract/notifications';

export function mergeNotifications(known: readonly AdminNotification[], fetched: readonly AdminNotification[]): AdminNotification[] {
  const byId = new Map(known.map((n) => [n.id, n]));
  for (const n of fetched) byId.set(n.id, n);
  return [...byId.values()].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
}

/** The newest `created_at` known: what to ask for `since` after a reconnect. */
export function newestReceived(list: readonly AdminNotification[]): string | undefined {
  return list.reduce<string | undefined>((newest, n) => (!newest || n.created_at > newest ? n.created_at : newest), undefined);
}
