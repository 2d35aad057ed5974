// The game's own user record (docs/design.md decisions 5 and 12): services own it; the store port speaks in it.
import { rolesInForce, type Subscription, type UserRole } from '@bluffle/shared-schema';

/** Roles and plans are named once, in shared-schema (rules/roles.ts), so the web reads the same names. */
export type { Subscription, UserRole };

/**
 * A signed-in player's account as stored: profile and entitlements (: one source of truth). The
 * plan is never stored: it derives from `roles` and `wordsmithUntil` at an instant (rules/plans).
 */
export interface UserRecord {
  id: string;
  username: string;
  email: string | null;
  provider: string;
  avatar: string | null;
  /**
   * Roles held for good: admin, wordsmith or lexivestor given by the role command or an admin, and
   * lexivestor bought once (a verified payment event). A paid wordsmith subscription is not here.
   */
  roles: UserRole[];
  /**
   * ISO 8601: the paid wordsmith subscription (trial included) runs until this instant. Written only from
   * Stripe's verified webhook (services/payments); null or absent when the account never subscribed.
   */
  wordsmithUntil?: string | null;
  /**
   * ADMIN_EMAILS makes an account admin once (auth/sign-in-user.ts): true once it has, or once admin was
   * revoked from the account, so a revoke sticks. Absent (false) on accounts stored before it existed.
   */
  hasUsedAdminEmailsGrant?: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * The signed-in user as one request sees them (passport's request.user): the stored record with `roles`
 * replaced by the roles in force at the request's instant (a running paid subscription adds wordsmith), so
 * every role check reads one fact. `grantedRoles` keeps the stored ones. Never write this back to the store
 * whole: it would store the paid role as a granted one.
 */
export interface SignedInUser extends UserRecord {
  grantedRoles: UserRole[];
}

/** The user as seen at `now` (ms since the epoch). */
export function signedInUserOf(record: UserRecord, now: number): SignedInUser {
  return { ...record, grantedRoles: [...record.roles], roles: rolesInForce(record, now) };
}
