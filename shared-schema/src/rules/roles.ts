// Roles and plans (docs/product.md §6; docs/design.md decision 5): pure functions, so the server's checks and the client's
// buttons and badges read the same facts the same way.

/** Stored roles; a user with none is a bluffling (the free tier). */
export const USER_ROLES = ['admin', 'wordsmith', 'lexivestor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The plan names of docs/product.md §3 (User.subscription, Plan.id). */
export const SUBSCRIPTIONS = ['bluffling', 'lexivestor', 'wordsmith', 'admin'] as const;
export type Subscription = (typeof SUBSCRIPTIONS)[number];

export interface RoleFlags {
  isAdmin: boolean;
  isWordsmith: boolean;
  isLexivestor: boolean;
}

/** Anything that carries roles: the server's user record, the client's UserView. */
export interface HasRoles {
  roles: readonly UserRole[];
}

export function isUserRole(value: string): value is UserRole {
  return (USER_ROLES as readonly string[]).includes(value);
}

/** The flags the spec's client reads (docs/product.md §6 'Flags come from the server user record'), one per stored role. */
export function roleFlags(roles: readonly UserRole[]): RoleFlags {
  return {
    isAdmin: roles.includes('admin'),
    isWordsmith: roles.includes('wordsmith'),
    isLexivestor: roles.includes('lexivestor'),
  };
}

/** Whether a user may do what `role` allows. Admin has full system access (docs/product.md §6), so it satisfies every role. */
export function hasRole(user: HasRoles | null, role: UserRole): boolean {
  if (user === null) {
    return false;
  }
  return user.roles.includes('admin') || user.roles.includes(role);
}

/** The plan badge (docs/product.md §2 signed-in menu): the highest role held, bluffling when none. */
export function planOf(user: HasRoles): Subscription {
  if (user.roles.includes('admin')) return 'admin';
  if (user.roles.includes('wordsmith')) return 'wordsmith';
  if (user.roles.includes('lexivestor')) return 'lexivestor';
  return 'bluffling';
}

/** Ads show to guests and to users who are not lexivestor, wordsmith or admin (docs/product.md §6). */
export function canSeeAds(user: HasRoles | null): boolean {
  return planOf(user ?? { roles: [] }) === 'bluffling';
}

/** 'Upgrade to Wordsmith' shows for non-admin users without a paid plan (docs/product.md §2 signed-in menu). */
export function canUpgrade(user: HasRoles): boolean {
  return planOf(user) === 'bluffling';
}

/** The Wordsmith page link shows for wordsmith users (docs/product.md §2); admins reach it too (full access). */
export function canUseWordsmithTools(user: HasRoles | null): boolean {
  return hasRole(user, 'wordsmith');
}

/** Roles after granting `role` (no duplicates, stable order). */
export function withRole(roles: readonly UserRole[], role: UserRole): UserRole[] {
  return USER_ROLES.filter((known) => known === role || roles.includes(known));
}

/** Roles after revoking `role`. */
export function withoutRole(roles: readonly UserRole[], role: UserRole): UserRole[] {
  return roles.filter((held) => held !== role);
}
