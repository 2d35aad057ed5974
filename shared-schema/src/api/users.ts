import { z } from 'zod';
import { AVATAR_URL_MAX_LENGTH, isSafeAvatarUrl } from '../rules/avatar-url';
import type { Subscription, UserRole } from '../rules/roles';
import { refuseUnsafeCharacters } from './common';

// Users and their server stats (docs/product.md §3 User, §7 user calls; docs/design.md decisions 4 and 5).

/** A user id in a path or payload: provider-prefixed (`google:123`, `local:ada`), never an operator object. */
export const userIdSchema = z
  .string({ error: 'id must be text' })
  .trim()
  .min(1, 'id is required')
  .max(160, 'id is too long');

/** What the server says about a user: the profile, the role flags, the plan. */
export interface UserView {
  id: string;
  username: string;
  email: string | null;
  /** google, facebook, github or local ('Connected via {provider}'). */
  provider: string;
  avatar: string | null;
  isAdmin: boolean;
  isWordsmith: boolean;
  isLexivestor: boolean;
  subscription: Subscription;
  subscriptionExpires: string | null;
  roles: UserRole[];
}

/** docs/product.md §3 User: the username falls back to the local part of the e-mail, then 'User'. */
export function fallbackUsername(
  username: string | null | undefined,
  email: string | null | undefined,
): string {
  const given = username?.trim();
  if (given) return given;
  const localPart = email?.split('@')[0]?.trim();
  return localPart ? localPart : 'User';
}

// ---- GET /api/users/me --------------------------------------------------------------------------
export interface MeResponse {
  /** null for a guest (no session, or the user was deleted). */
  user: UserView | null;
}

// ---- POST /api/users ----------------------------------------------------------------------------
/** The spec's client payload; `id` must be the signed-in user's; roles and plan are never taken from here. */
export const upsertUserBodySchema = z.object({
  id: userIdSchema,
  username: z
    .string({ error: 'username must be text' })
    .trim()
    .max(64, 'username is too long')
    .superRefine(refuseUnsafeCharacters('A username'))
    .nullish(),
  email: z.string({ error: 'email must be text' }).trim().max(254, 'email is too long').nullish(),
  provider: z.string({ error: 'provider must be text' }).trim().max(32, 'provider is too long').nullish(),
  /** A picture address: https only, or empty for none (rules/avatar-url.ts). */
  avatar: z
    .string({ error: 'avatar must be text' })
    .trim()
    .max(AVATAR_URL_MAX_LENGTH, 'avatar is too long')
    .refine(
      (value) => value === '' || isSafeAvatarUrl(value),
      'avatar must be an https:// address of a picture, or empty for none.',
    )
    .nullish(),
});
export type UpsertUserBody = z.infer<typeof upsertUserBodySchema>;

// ---- GET /api/users/{userId}/stats --------------------------------------------------------------
// Answers with PlayerStats (rules/stats.ts), whole: every field of docs/product.md §7 under its name, derived from
// completed sessions.

// ---- POST /api/users/{userId}/stats -------------------------------------------------------------
const statNumber = z.number({ error: 'stats must be numbers' }).finite().min(0).optional();
/**
 * The spec's client payload, checked for shape and otherwise ignored: the answer is the server's own
 * stats (docs/design.md decision 4), so no number rises on the client's word.
 */
export const postUserStatsBodySchema = z.object({
  gamesPlayed: statNumber,
  correctAnswers: statNumber,
  incorrectAnswers: statNumber,
  bestStreak: statNumber,
  totalScore: statNumber,
  experiencePoints: statNumber,
  level: statNumber,
  averageTimePerAnswer: statNumber,
});
export type PostUserStatsBody = z.infer<typeof postUserStatsBodySchema>;
