import type { User } from '@app/core/contract/accounts';
import { hasAnyRole } from '../auth/user.js';

export type AccountLink = { label: string; kind: 'route'; to: string } | { label: string; kind: 'console'; href: string };

/** What the header offers a signed-in user: a customer's own pages, or the console for staff. */
export function accountLinks(user: User): AccountLink[] {
  const links: AccountLink[] = [];
  if (hasAnyRole(user, ['customer'])) {
    links.push({ label: 'My Profile', kind: 'route', to: '/profile' });
    links.push({ label: 'My Addresses', kind: 'route', to: '/my-addresses' });
    links.push({ label: 'My Bookings', kind: 'route', to: '/my-bookings' });
  }
  if (hasAnyRole(user, ['administrator', 'manong', 'assessor', 'auditor'])) links.push({ label: 'Console', kind: 'console', href: '/admin/' });
  return links;
}
