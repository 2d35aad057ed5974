import { z } from 'zod';
import { queryInt } from './common';

// The challenge board: everyone's first counted attempt at a shared set of words (a challenge
// link's game and its copies, or a wordsmith's custom session), best first. It carries names, scores, times
// and dates only, never an answer, and is shown only to the set's creator and to those who finished it.

// ---- GET /api/sessions/{code}/board?limit=20&offset=0 ---------------------------------------------------
export const SESSION_BOARD_DEFAULT_LIMIT = 20;
export const SESSION_BOARD_MAX_LIMIT = 100;
export const sessionBoardQuerySchema = z.strictObject({
  limit: queryInt({
    min: 1,
    max: SESSION_BOARD_MAX_LIMIT,
    fallback: SESSION_BOARD_DEFAULT_LIMIT,
    name: 'limit',
  }),
  offset: queryInt({ min: 0, max: 1_000_000, fallback: 0, name: 'offset' }),
});
export type SessionBoardQuery = z.output<typeof sessionBoardQuerySchema>;

export interface SessionBoardEntryView {
  /** 1 for the best; entries with the same score and time share no rank (the earlier completion is first). */
  rank: number;
  playerName: string;
  score: number;
  /** Milliseconds spent over all rounds, by the server's clock: the tie-break after the score. */
  totalTimeMs: number;
  /** Played at the player's own pace (no countdown, never a fast bonus). */
  isRelaxed: boolean;
  /** ISO 8601: when the attempt was completed. */
  completedAt: string;
  /** The reader's own counted attempt. */
  isYours: boolean;
}

export interface SessionBoardResponse {
  /** The score of a flawless game on this set (16 for five rounds). */
  maxScore: number;
  /** Every counted attempt on the set; `entries` is the page asked for. */
  total: number;
  limit: number;
  offset: number;
  entries: SessionBoardEntryView[];
  /** The rank of the reader's own counted attempt, when it is on the board (on whichever page). */
  yourRank: number | null;
}
