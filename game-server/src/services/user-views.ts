import { roleFlags, type UserView } from '@bluffle/shared-schema';
import type { UserRecord } from '../domain/user';

/** What the server says about a user: profile, the spec's role flags (spec §6), plan and roles. */
export function toUserView(user: UserRecord): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    provider: user.provider,
    avatar: user.avatar,
    ...roleFlags(user.roles),
    subscription: user.subscription,
    subscriptionExpires: user.subscriptionExpires,
    roles: [...user.roles],
  };
}
