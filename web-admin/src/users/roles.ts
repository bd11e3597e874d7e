/**
 * Employee roles (spec §2 Employees, §6): 'customer' is never offered and never shown
 * on this screen, but an employee who is also a customer keeps that role.
 */
export const ROLE_CHOICES = [
  { id: 'administrator', name: 'Administrator' },
  { id: 'manong', name: 'Manong' },
  { id: 'assessor', name: 'Assessor' },
  // Read-only: booking lists, each booking's history, the audit log.
  { id: 'auditor', name: 'Auditor' },
];

export function shownRoles(roles: unknown): string[] {
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string' && r !== 'customer') : [];
}

export function roleLabel(role: string): string {
  return ROLE_CHOICES.find((c) => c.id === role)?.name ?? role;
}
