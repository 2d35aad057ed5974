import {
  AUTH_MESSAGES,
  fallbackUsername,
  pickPlayerStats,
  type UpsertUserBody,
  type PlayerStats,
  type UserView,
} from '@bluffle/shared-schema';
import { ForbiddenError, NotFoundError } from '../errors';
import { emptyStatsRecord } from './player-stats';
import type { ServiceDeps } from './service-deps';
import { signedInUserOf } from '../domain/user';
import { toUserView } from './user-views';

/**
 * POST /api/users (docs/product.md §7): the signed-in user updates their own profile. The id must be theirs (docs/design.md
 * decision 5). Only the username and avatar are taken: e-mail and provider stay as the provider said
 * (an e-mail names the first admins, so nobody may claim one), and roles and plan never come from a payload.
 * Only those two fields are written: the rest of the record (roles, a subscription's end) may have changed
 * since this request read it (a payment event), and request.user carries the roles in force, not the stored ones.
 */
export async function upsertOwnUser(
  deps: ServiceDeps,
  signedIn: Express.User,
  body: UpsertUserBody,
): Promise<UserView> {
  if (body.id !== signedIn.id) {
    throw new ForbiddenError(AUTH_MESSAGES.notYourAccount);
  }
  const updated = await deps.store.users.upsert({
    id: signedIn.id,
    email: signedIn.email,
    provider: signedIn.provider,
    roles: signedIn.grantedRoles,
    username: fallbackUsername(body.username ?? signedIn.username, signedIn.email),
    avatar: body.avatar === undefined ? signedIn.avatar : body.avatar || null,
    // Left undefined, so the stored values stay (the port: "updates the given fields").
    wordsmithUntil: undefined,
    hasUsedAdminEmailsGrant: undefined,
  });
  return toUserView(signedInUserOf(updated, deps.clock.now()));
}

/** GET /api/users/{userId}: the access rule has already allowed self or admin. */
export async function readUser(deps: ServiceDeps, userId: string): Promise<UserView> {
  const user = await deps.store.users.findById(userId);
  if (user === null) {
    throw new NotFoundError('User not found');
  }
  return toUserView(signedInUserOf(user, deps.clock.now()));
}

/** GET (and, for compatibility, POST) /api/users/{userId}/stats: the server's stats (docs/design.md decision 4). */
export async function readUserStats(deps: ServiceDeps, userId: string): Promise<PlayerStats> {
  const stats = await deps.store.playerStats.findByUserId(userId);
  // The stats shape whole (docs/product.md §7 names), without the store's user id, date and version.
  return pickPlayerStats(stats ?? emptyStatsRecord(userId, new Date(deps.clock.now()).toISOString()));
}
