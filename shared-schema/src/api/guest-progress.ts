import { z } from 'zod';
import type { PlayerStats } from '../rules/stats';

// Guest progress kept: when a guest signs in, the server-judged games they played as a guest in
// this browser (its x-guest-id) can be added to their account, once, with their consent. Offline games
// were judged in the browser and never count on the server, so they stay local.

/** At most this many guest games are taken up at once: a browser's history, not an archive. */
export const MAX_GUEST_GAMES_CLAIMED = 200;

export interface GuestGamesResponse {
  /** Completed, server-judged games of this browser's guest id that no account holds yet. */
  games: number;
}

export const claimGuestGamesBodySchema = z.object({}).strict();

export interface ClaimGuestGamesResponse {
  /** Games that now count in the account's stats. */
  added: number;
  /** Games of words the account had already played: moved to the account as practice, counted nowhere. */
  practice: number;
  /** The account's server stats after the games were added. */
  stats: PlayerStats;
}

export const GUEST_PROGRESS_MESSAGES = {
  guestIdRequired: 'Send this browser’s guest id (the x-guest-id header) to find its guest games.',
} as const;
