// The game's own user record (DESIGN decisions 5 and 12): services own it; the store port speaks in it.
import type { Subscription, UserRole } from '@bluffle/shared-schema';

/** Roles and plans are named once, in shared-schema (rules/roles.ts), so the web reads the same names. */
export type { Subscription, UserRole };

/** A signed-in player's account: profile, roles and plan. */
export interface UserRecord {
  id: string;
  username: string;
  email: string | null;
  provider: string;
  avatar: string | null;
  roles: UserRole[];
  subscription: Subscription;
  subscriptionExpires: string | null;
  /**
   * ADMIN_EMAILS makes an account admin once (auth/sign-in-user.ts): true once it has, or once admin was
   * revoked from the account, so a revoke sticks. Absent (false) on accounts stored before it existed.
   */
  hasUsedAdminEmailsGrant?: boolean;
  createdAt: string;
  updatedAt: string;
}
