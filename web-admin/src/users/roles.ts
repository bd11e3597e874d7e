/**
 * Employee roles (spec §2 Employees, §6): 'customer' is never offered and never shown
 * on this screen, but an employee who is also a customer keeps that role.
 */
export const ROLE_CHOICES = [
  { id: 'administrator', name: 'resources.users.roles.administrator' },
  { id: 'manong', name: 'resources.users.roles.manong' },
  { id: 'assessor', name: 'resources.users.roles.assessor' },
  // Read-only: booking lists, each booking's history, the audit log.
  { id: 'auditor', name: 'resources.users.roles.auditor' },
];

export function shownRoles(roles: unknown): string[] {
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string' && r !== 'customer') : [];
}

/** A role's i18n key (a role the console does not know by its id). */
export function roleLabel(role: string): string {
  return ROLE_CHOICES.find((c) => c.id === role)?.name ?? role;
}
