import { claimGuestGamesBodySchema } from '../guest-progress';
import { playedGamesQuerySchema } from '../played-games';
import { postUserStatsBodySchema, upsertUserBodySchema, userIdSchema } from '../users';
import * as responses from './response-schemas';
import { defineRoute } from './route-contract';

// Users (docs/product.md §7). Every route naming a :userId is the user's own or an admin's.
const userId = { userId: userIdSchema };

export const USER_ROUTES = {
  // /me answers guests with { user: null }, so the client can ask before it knows.
  me: defineRoute({
    method: 'GET',
    path: '/api/users/me',
    access: 'public',
    summary: 'The signed-in user, or null for a guest',
  }),
  upsert: defineRoute({
    method: 'POST',
    path: '/api/users',
    access: 'signed-in',
    summary: 'Stores the signed-in user’s profile',
    body: upsertUserBodySchema,
    response: responses.userViewSchema,
  }),
  // Guest progress kept: this browser's guest games, taken up by the signed-in account only.
  guestGames: defineRoute({
    method: 'GET',
    path: '/api/users/me/guest-games',
    access: 'signed-in',
    summary: 'This browser’s guest games',
  }),
  claimGuestGames: defineRoute({
    method: 'POST',
    path: '/api/users/me/guest-games/claim',
    access: 'signed-in',
    summary: 'Takes this browser’s guest games into the account',
    body: claimGuestGamesBodySchema,
  }),
  // Progress that shows: the caller's own last games; no path names another user's.
  playedGames: defineRoute({
    method: 'GET',
    path: '/api/users/me/games',
    access: 'signed-in',
    summary: 'The caller’s last games',
    query: playedGamesQuerySchema,
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/users/:userId',
    access: 'self-or-admin',
    summary: 'A user',
    params: userId,
    response: responses.userViewSchema,
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/users/:userId/stats',
    access: 'self-or-admin',
    summary: 'A user’s stats, derived from completed sessions',
    params: userId,
    response: responses.playerStatsSchema,
  }),
  postStats: defineRoute({
    method: 'POST',
    path: '/api/users/:userId/stats',
    access: 'self-or-admin',
    summary: 'Kept for the spec’s client: checks the payload and answers the server’s own stats',
    params: userId,
    body: postUserStatsBodySchema,
    response: responses.playerStatsSchema,
  }),
  // The free daily limit: games left today.
  dailyGames: defineRoute({
    method: 'GET',
    path: '/api/users/:userId/daily-games',
    access: 'self-or-admin',
    summary: 'Free games left today',
    params: userId,
  }),
} as const;

/** The paths as constants, for callers that name them. */
export const PLAYED_GAMES_PATH = USER_ROUTES.playedGames.path;
export const GUEST_PROGRESS_PATHS = {
  /** GET: how many of this browser's guest games the signed-in account could take up. */
  games: USER_ROUTES.guestGames.path,
  /** POST: take them up (the browser's guest id in x-guest-id, no body). */
  claim: USER_ROUTES.claimGuestGames.path,
} as const;
