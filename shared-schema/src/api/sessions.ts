import { z } from 'zod';
import { ROUNDS_PER_GAME } from '../constants';
import { playLanguageSchema, type Language, type PlayWord } from '../word';
import { playerNameSchema, wordIdSchema } from './common';
import type { SessionAnswerView } from '../rules/round/session-views';

/**
 * Play at your own pace (WCAG 2.2.1): no deadline on any stage and no fast bonus. Optional
 * wherever a game starts, so the spec's clients, which never send it, get the timed game.
 */
export const relaxedChoiceSchema = z.boolean().optional();

// ---- POST /api/sessions/create -------------------------------------------------------------------
export const createSessionBodySchema = z.object({
  playerName: playerNameSchema,
  /** Sent by the spec's client; identity comes from the sign-in session, never from here (docs/design.md decision 5). */
  userId: z.string().max(128).nullish(),
  totalRounds: z.literal(ROUNDS_PER_GAME, { error: `totalRounds must be ${ROUNDS_PER_GAME}` }).optional(),
  language: playLanguageSchema.optional(),
  isRelaxed: relaxedChoiceSchema,
});
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;
export interface CreateSessionResponse {
  sessionCode: string;
  /** Proves this browser is the session's player; send it as the `x-player-token` header. */
  playerToken: string;
}

/**
 * A game's words in play order, without their truth (docs/design.md decision 3). The daily start and a challenge
 * copy hand back the rounds opened so far (our client gets each later word from POST rounds/next); GET
 * words hands back the session's words (docs/design.md decision 14). `totalRounds` says how many rounds the game has.
 */
export interface OpenedWords {
  words: PlayWord[];
  totalRounds: number;
}

// ---- GET /api/words/session/{code} ---------------------------------------------------------------
/**
 * The first call fixes the session's words and opens round 1; every call answers the session's words in play
 * order, up to `count` (docs/product.md §7, §9; docs/design.md decision 14): round n plays words[n - 1].
 */
export type SessionWordsResponse = OpenedWords;

// ---- POST /api/sessions/{code}/duplicate ---------------------------------------------------------
/** The challenger picks relaxed or timed on their own menu, whatever the original was. */
export const duplicateSessionBodySchema = z.object({
  playerName: playerNameSchema,
  isRelaxed: relaxedChoiceSchema,
});
export type DuplicateSessionBody = z.infer<typeof duplicateSessionBodySchema>;
export interface DuplicateSessionResponse extends OpenedWords {
  newSessionCode: string;
  playerToken: string;
  /**
   * True when this identity has played these words before (its own game, or a challenge it already
   * took): the copy is practice and counts nowhere (docs/design.md decision 11).
   */
  isPractice: boolean;
  /** The copy is played relaxed: no deadline, no fast bonus. */
  isRelaxed: boolean;
}

// ---- POST /api/sessions/{code}/answers -----------------------------------------------------------
// Phase one sends `playerAnswer` (true = real, null = the timer ran out); the follow-up sends
// `followupAnswer` (the chosen option, null = the timer ran out). `isCorrect` and `timeSpent` are
// accepted for compatibility with the spec's client and ignored: the server judges and times.
export const submitAnswerBodySchema = z
  .object({
    wordId: wordIdSchema,
    roundNumber: z.number().int().min(1).max(ROUNDS_PER_GAME),
    playerAnswer: z.boolean().nullable().optional(),
    followupAnswer: z.string().max(500).nullable().optional(),
    isCorrect: z.boolean().optional(),
    timeSpent: z.number().optional(),
  })
  .refine((body) => body.playerAnswer !== undefined || body.followupAnswer !== undefined, {
    error: 'Send playerAnswer (phase one) or followupAnswer (follow-up).',
  })
  .refine((body) => !(body.playerAnswer !== undefined && body.followupAnswer !== undefined), {
    error: 'Send either playerAnswer or followupAnswer, not both.',
  });
export type SubmitAnswerBody = z.infer<typeof submitAnswerBodySchema>;

// ---- POST /api/sessions/{code}/rounds/next -------------------------------------------------------
/**
 * Asks for round `roundNumber` when its feedback is over: no earlier than FEEDBACK_DELAY_MS after the last
 * answer (409 round-not-started before), and it opens by itself FEEDBACK_HOLD_MAX_MS after that. Asking
 * again for an open round answers it again, its clock untouched.
 */
export const openRoundBodySchema = z.strictObject({
  roundNumber: z.number().int().min(1).max(ROUNDS_PER_GAME),
});
export type OpenRoundBody = z.infer<typeof openRoundBodySchema>;
export interface OpenRoundResponse {
  roundNumber: number;
  /** The round's word, without its truth: the first time it leaves the server. */
  word: PlayWord;
  /**
   * Whole seconds left of its phase-one time: all of them when it opened on this call. A relaxed game has no
   * deadline: the count is nominal there, and our client shows no timer.
   */
  secondsLeft: number;
}

// ---- POST /api/sessions/{code}/complete ----------------------------------------------------------
/** The spec's client sends its own tally; it is accepted and ignored (the server's summary wins). */
export const completeSessionBodySchema = z
  .object({
    score: z.number().optional(),
    correctAnswers: z.number().optional(),
    streak: z.number().optional(),
  })
  .optional();

// ---- GET /api/sessions/{code} --------------------------------------------------------------------
export interface SessionPublicView {
  /**
   * 'custom': a wordsmith's five-word session, never played itself: it is always ready to be taken
   * as a challenge (status 'completed', no score), so the client shows its own landing for it.
   */
  kind: 'game' | 'custom';
  sessionCode: string;
  playerName: string;
  language: Language;
  totalRounds: number;
  status: 'created' | 'playing' | 'completed';
  /** The player's final score; null until the session is complete. */
  score: number | null;
  correctAnswers: number | null;
  /** A practice replay: its score is not a challenge result (docs/design.md decision 11). */
  isPractice: boolean;
  /** Played relaxed: a challenger sees that its score had no clock and no fast bonus. */
  isRelaxed: boolean;
  createdAt: string;
  completedAt: string | null;
}
export interface GetSessionResponse {
  session: SessionPublicView;
  /**
   * Per-answer details: only for the session's own player, or for a challenger whose first attempt at the
   * same words is complete.
   */
  answers: SessionAnswerView[] | null;
  /**
   * Present when the reader made this: their own game (by account, guest id or the game's token) or their
   * own custom session, so its link is their challenge to others, not one to them. Absent for everyone
   * else, so the answer a challenger reads keeps its shape.
   */
  isOwn?: true;
}
