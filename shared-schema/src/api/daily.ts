import { z } from 'zod';
import { playLanguageSchema, type PlayLanguage } from '../word';
import { playerNameSchema } from './common';
import { relaxedChoiceSchema, type CreateSessionResponse, type OpenedWords } from './sessions';

// The daily five (; docs/design.md, gap 'daily five'): one set of five words per language per UTC day, the
// same for everyone, played once a day per identity (the account, else this browser's guest id). Its rounds
// are a solo session's, judged by the server; its words go out without their truth like any game's.

// ---- GET /api/daily?language= --------------------------------------------------------------------
export const dailyFiveQuerySchema = z.strictObject({
  // `?language=` with nothing after it means the default, as the words query does.
  language: z.preprocess(
    (value) => (value === '' || value === undefined ? 'english' : value),
    playLanguageSchema,
  ),
});
export type DailyFiveQuery = z.infer<typeof dailyFiveQuerySchema>;

/** The identity's game of the day: its score once complete (a started game left unfinished has none). */
export interface DailyFiveResult {
  sessionCode: string;
  isComplete: boolean;
  /** The server's total score; null until the game is complete. */
  score: number | null;
  correctAnswers: number | null;
  totalRounds: number;
  /** A set this identity had played before (a challenge on it): it counts nowhere (docs/design.md decision 11). */
  isPractice: boolean;
}

export interface DailyFiveState {
  /** The UTC day, 'YYYY-MM-DD': the key of the day's set. */
  day: string;
  language: PlayLanguage;
  /** ISO 8601: the next UTC midnight, when the next set comes. */
  resetsAt: string;
  /** This identity has started today's set (a start uses up the day, finished or not). */
  hasPlayed: boolean;
  /** UTC days in a row with a daily five started, ending today or yesterday. */
  streak: number;
  /** Today's game when played, else null. */
  result: DailyFiveResult | null;
  /**
   * Who the state belongs to: the account, or this browser's guest id (kept on this browser only), or
   * nobody when a guest sent no guest id (then it cannot be played).
   */
  keptFor: 'account' | 'browser' | 'nobody';
}
export type DailyFiveResponse = DailyFiveState;

// ---- GET /api/daily/archive?language= ------------------------------------------------------------
/** A past day's set in the archive: playable again as practice. */
export interface DailyArchiveDay {
  /** 'YYYY-MM-DD', UTC. */
  day: string;
  /** This identity played that day's set when it was the day's (a counted daily five, in this language). */
  hasPlayed: boolean;
}

/** The language's past sets, newest first: yesterday back to its first daily five (a year at most). */
export interface DailyArchive {
  language: PlayLanguage;
  /** Today (UTC): its set is the daily five itself, not in the archive. */
  today: string;
  days: DailyArchiveDay[];
}

// ---- POST /api/daily/start -----------------------------------------------------------------------
/** A UTC day as the archive names it. */
export const utcDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a UTC day as YYYY-MM-DD')
  // Date.parse rolls 02-31 over into March: a real day reads back as itself.
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00.000Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, 'a day of the calendar');

export const startDailyFiveBodySchema = z.strictObject({
  language: playLanguageSchema,
  playerName: playerNameSchema,
  /**
   * A past day from the archive: its set again, as practice (never counted for stats or the
   * streak, and playable any number of times). Absent, or today: today's daily five, once a day.
   */
  day: utcDaySchema.optional(),
  /** Played at the player's own pace: no deadline, no fast bonus; it still counts for the streak. */
  isRelaxed: relaxedChoiceSchema,
});
export type StartDailyFiveBody = z.infer<typeof startDailyFiveBodySchema>;

/**
 * A solo session on the day's words, round 1 open (like an accepted challenge): play it straight away. The
 * words are those of the rounds opened (round 1's); each later one comes with its round (rounds/next).
 */
export interface StartDailyFiveResponse extends CreateSessionResponse, OpenedWords {
  day: string;
  language: PlayLanguage;
  isPractice: boolean;
  /** A past day's set from the archive: always practice. */
  isArchive: boolean;
  /** Played relaxed: no deadline, no fast bonus. */
  isRelaxed: boolean;
}

/** The 404 a start of a day outside the archive gets (the future, or before the first daily five). */
export function dailyDayUnavailableMessage(day: string): string {
  return `There is no Daily five to play for ${day}: the archive holds past days, from the first daily five to yesterday (GET /api/daily/archive lists them).`;
}

/** The 409 a second start of the same day's set gets: it names when the next set comes. */
export function dailyFivePlayedMessage(resetsAt: string): string {
  return `You have played today's Daily five already. The next set comes at ${resetsAt.slice(11, 16)} UTC.`;
}
