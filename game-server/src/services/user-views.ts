import { planOf, roleFlags, type UserView } from '@bluffle/shared-schema';
import type { SignedInUser } from '../domain/user';

/**
 * What the server says about a user (docs/product.md §6: the flags come from the server's record): profile, the role
 * flags, plan and roles, all from the roles in force at the instant `user` was read (: one source of
 * truth). Only a paid wordsmith subscription has an end; granted roles are for good.
 */
export function toUserView(user: SignedInUser): UserView {
  const plan = planOf(user);
  const isPaidWordsmith = plan === 'wordsmith' && !user.grantedRoles.includes('wordsmith');
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    provider: user.provider,
    avatar: user.avatar,
    ...roleFlags(user.roles),
    subscription: plan,
    subscriptionExpires: isPaidWordsmith ? (user.wordsmithUntil ?? null) : null,
    roles: [...user.roles],
  };
}
