/** Who may call a route: the vocabulary of the policy table. */
import type { RoleName } from '@app/core/accounts/userEvents';

export type Access =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Any signed-in user; handlers scope data to that user. */
  | { kind: 'signedIn' }
  /** Holders of one of the roles; with `self`, also the user whose id is that path parameter. */
  | { kind: 'roles'; roles: readonly RoleName[]; self?: string };

export interface Policy {
  access: Access;
  /** False only for calls authenticated another way (signed payment callbacks). */
  csrf?: boolean;
}

export const anyone: Policy = { access: { kind: 'public' } };
export const signedIn: Policy = { access: { kind: 'signedIn' } };
export const only = (...roles: RoleName[]): Policy => ({ access: { kind: 'roles', roles } });
export const administrator = only('administrator');
/** Reads an auditor may make too: booking lists, a booking's history, the audit log. */
export const administratorOrAuditor = only('administrator', 'auditor');
/** Administrators, and the user named by the `:param` path parameter. */
export const administratorOrSelf = (param: string): Policy => ({ access: { kind: 'roles', roles: ['administrator'], self: param } });
