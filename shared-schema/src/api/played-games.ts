import { z } from 'zod';
import type { PlayedGameNumbers } from '../rules/played-game';
import type { Language } from '../word';
import { queryInt } from './common';

// The signed-in player's last games ( 'Progress that shows'): what the stats view charts. The
// server is the authority: its completed, server-judged sessions of that account, never another's.

// ---- GET /api/users/me/games?limit=20 -------------------------------------------------------------
export const PLAYED_GAMES_DEFAULT_LIMIT = 20;
export const PLAYED_GAMES_MAX_LIMIT = 50;
export const playedGamesQuerySchema = z.strictObject({
  limit: queryInt({
    min: 1,
    max: PLAYED_GAMES_MAX_LIMIT,
    fallback: PLAYED_GAMES_DEFAULT_LIMIT,
    name: 'limit',
  }),
});
export type PlayedGamesQuery = z.output<typeof playedGamesQuerySchema>;

/**
 * How the game was started: a solo game, the day's daily five, a challenge on someone's game, or a
 * wordsmith's custom session (the share grid's names for them).
 */
export type PlayedGameKind = 'solo' | 'daily' | 'challenge' | 'custom';

export interface PlayedGameView extends PlayedGameNumbers {
  sessionCode: string;
  kind: PlayedGameKind;
  language: Language;
  /** ISO 8601: when the game was completed. */
  playedAt: string;
  /** A replay of words this account had played: it counted nowhere and earned no XP (docs/design.md decision 11). */
  isPractice: boolean;
}

export interface PlayedGamesResponse {
  /** Newest first, at most `limit`. */
  games: PlayedGameView[];
}
