/** The signed-in user (GET /api/user), and where each role belongs after sign-in. */
import type { RoleName, User } from '@app/core/contract/accounts';

export function hasAnyRole(user: User, roles: readonly RoleName[]): boolean {
  return user.roles.some((role) => roles.includes(role.name));
}

/** The console is another app (web-admin at /admin/), so going there is a full page load. */
export type Destination = { kind: 'route'; to: string } | { kind: 'console'; href: string };

/**
 * Spec §2: a customer goes to the profile. The spec sends an administrator to /admin, a
 * manong to /manong and an assessor to /assessors/home; in this system every staff
 * screen lives in the console (web-admin), so all three land on its home page, whose
 * side navigation offers each role only its own dashboards.
 */
export function homeOf(user: User): Destination {
  if (hasAnyRole(user, ['administrator', 'manong', 'assessor', 'auditor'])) return { kind: 'console', href: '/admin/' };
  return { kind: 'route', to: '/profile' };
}

/**
 * A ?redirect= value is followed only when it is a path of this site: an absolute or
 * protocol-relative URL would let a crafted link send a fresh sign-in elsewhere.
 */
export function safeRedirect(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
