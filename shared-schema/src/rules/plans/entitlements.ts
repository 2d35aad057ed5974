import { USER_ROLES, planOf, type UserRole } from '../roles';

// One source of truth for what a user may do (; docs/design.md decision 12). Two facts are stored per user:
// the roles granted for good (admin, a wordsmith grant, lexivestor bought once or granted) and the instant a
// paid wordsmith subscription runs until. Every view (badge, flags, route rules, ads, the daily limit)
// derives from the roles in force at a given instant, so a subscription that ended makes its holder a
// bluffling again without anyone acting.

export interface Entitlements {
  /** Roles held for good: written by the role command, an admin, or a one-time purchase (lexivestor). */
  roles: readonly UserRole[];
  /** ISO 8601: the paid wordsmith subscription (trial included) runs until this instant; null or absent: none. */
  wordsmithUntil?: string | null;
}

/** Whether the paid wordsmith subscription is running at `now` (milliseconds since the epoch). */
export function isWordsmithPaidAt(entitlements: Entitlements, now: number): boolean {
  const until = entitlements.wordsmithUntil;
  if (until === null || until === undefined) return false;
  const untilMs = Date.parse(until);
  return Number.isFinite(untilMs) && now < untilMs;
}

/** The roles in force at `now`: the granted ones, plus wordsmith while a paid subscription runs. */
export function rolesInForce(entitlements: Entitlements, now: number): UserRole[] {
  const isPaid = isWordsmithPaidAt(entitlements, now);
  return USER_ROLES.filter((role) => entitlements.roles.includes(role) || (role === 'wordsmith' && isPaid));
}

/**
 * docs/product.md §3 User.subscriptionExpires: when the plan shown ends. Only a paid wordsmith subscription ends; a
 * granted role, lexivestor and admin are for good (null).
 */
export function subscriptionExpiresAt(entitlements: Entitlements, now: number): string | null {
  const inForce = { roles: rolesInForce(entitlements, now) };
  if (planOf(inForce) !== 'wordsmith' || entitlements.roles.includes('wordsmith')) return null;
  return entitlements.wordsmithUntil ?? null;
}
