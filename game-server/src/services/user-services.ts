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
import { toUserView } from './user-views';

/**
 * POST /api/users (spec §7): the signed-in user updates their own profile. The id must be theirs (DESIGN
 * decision 5). Only the username and avatar are taken: e-mail and provider stay as the provider said
 * (an e-mail names the first admins, so nobody may claim one), and roles and plan never come from a payload.
 */
export async function upsertOwnUser(
  deps: ServiceDeps,
  signedIn: Express.User,
  body: UpsertUserBody,
): Promise<UserView> {
  if (body.id !== signedIn.id) {
    throw new ForbiddenError(AUTH_MESSAGES.notYourAccount);
  }
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...stored } = signedIn;
  const updated = await deps.store.users.upsert({
    ...stored,
    username: fallbackUsername(body.username ?? signedIn.username, signedIn.email),
    avatar: body.avatar === undefined ? signedIn.avatar : body.avatar || null,
  });
  return toUserView(updated);
}

/** GET /api/users/{userId}: the access rule has already allowed self or admin. */
export async function readUser(deps: ServiceDeps, userId: string): Promise<UserView> {
  const user = await deps.store.users.findById(userId);
  if (user === null) {
    throw new NotFoundError('User not found');
  }
  return toUserView(user);
}

/** GET (and, for compatibility, POST) /api/users/{userId}/stats: the server's stats (DESIGN decision 4). */
export async function readUserStats(deps: ServiceDeps, userId: string): Promise<PlayerStats> {
  const stats = await deps.store.playerStats.findByUserId(userId);
  // The stats shape whole (spec §7 names), without the store's user id, date and version.
  return pickPlayerStats(stats ?? emptyStatsRecord(userId, new Date(deps.clock.now()).toISOString()));
}
