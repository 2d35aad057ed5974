import { z } from 'zod';
import {
  languageSchema,
  type Difficulty,
  type Language,
  type PlayWord,
  type Word,
  type WordClass,
} from '../word';
import { ROUNDS_PER_GAME } from '../constants';
import { playerNameSchema, queryInt, wordIdSchema } from './common';
import type { WordFeedback } from '../rules/wordsmith/word-feedback';
import { WORD_FORM_MAX_LENGTHS, wordFormFieldsSchema, type WordForm } from '../rules/wordsmith/word-form';
import { WORDSMITH_MESSAGES } from './wordsmith-messages';

// The wordsmith's tools (docs/product.md §2 Wordsmith page, §4 Wordsmith and admin, §5 Word creation and Session
// creation, §7 wordsmith rows, §8 Wordsmith alerts). Wordsmiths and admins only, checked on the
// server. A contributed word is playable at once in its author's custom sessions and joins the public pool
// only once an admin approves it (docs/design.md decision 13).

/** Where a contributed word stands in moderation; every word not contributed by a wordsmith is approved. */
export const WORD_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type WordStatus = (typeof WORD_STATUSES)[number];

const payloadUserId = z.string({ error: 'userId must be text' }).max(160, 'userId is too long').nullish();

/**
 * The form as Validate and Submit receive it. Types and hard lengths are checked here (400); whether the word
 * makes a good bluff is the validator's judgement, answered as feedback.
 */
export const wordFormSchema = wordFormFieldsSchema.extend({
  /** The spec's client sends it; it must be the signed-in user (docs/design.md decision 5). */
  userId: payloadUserId,
});

// ---- POST /api/words/validate --------------------------------------------------------------------
export interface ValidateWordResponse {
  /** True when no feedback item is an error. */
  isValid: boolean;
  feedback: WordFeedback[];
  /** Fields the server would fix, with the fixed value (trimmed word, a dictionary word class, fillers). */
  suggestedChanges: Partial<WordForm>;
}

// ---- POST /api/words/autofill and POST /api/words/summon -----------------------------------------
export const autofillBodySchema = z.object({
  word: z
    .string({ error: 'word must be text' })
    .max(WORD_FORM_MAX_LENGTHS.word, `word is at most ${WORD_FORM_MAX_LENGTHS.word} characters`)
    .default(''),
  language: languageSchema.default('english'),
  userId: payloadUserId,
});
export const summonBodySchema = z.object({
  language: languageSchema.default('english'),
  userId: payloadUserId,
});
/**
 * Fields to merge into the form (docs/product.md §7: autofill's except word and language, summon's except language).
 * A real dictionary word comes with isReal true and its definitions; anything else with a FAKE proposal.
 */
export type WordFormFill = Partial<WordForm>;

// ---- POST /api/words/wordsmith -------------------------------------------------------------------
/** The form plus userId; the server validates it again and refuses it with the validation's feedback. */
export const submitWordBodySchema = wordFormSchema;
export interface SubmitWordResponse {
  success: true;
  word: ContributedWordView;
}
/** A refused submit: the usual error shape plus the feedback that refused it. */
export interface SubmitWordRefusal {
  error: string;
  code: string;
  feedback: WordFeedback[];
}

/** How players met a word: phase-one calls in server-judged games, and how many called it real. */
export interface WordPlayCounts {
  calls: number;
  calledReal: number;
}

/**
 * A word its author sees (My Bluffles) with everything, its moderation state and how it fooled players:
 * a FAKE's fool rate is the share of calls that said real, a REAL's the share that said fake.
 */
export interface ContributedWordView extends Word {
  status: WordStatus;
  /** Why an admin rejected it, shown to the author. */
  rejectionReason: string | null;
  plays: WordPlayCounts;
  /** null until the word has been called at least once. */
  foolRate: number | null;
}

// ---- GET /api/words/search?query=&limit=20&language= ---------------------------------------------
export const WORD_SEARCH_DEFAULT_LIMIT = 20;
export const WORD_SEARCH_MAX_LIMIT = 50;
export const wordSearchQuerySchema = z.strictObject({
  query: z.preprocess(
    (value) => (value === undefined ? '' : value),
    z.string({ error: 'query must be text' }).trim().max(64, 'query is at most 64 characters'),
  ),
  limit: queryInt({
    min: 1,
    max: WORD_SEARCH_MAX_LIMIT,
    fallback: WORD_SEARCH_DEFAULT_LIMIT,
    name: 'limit',
  }),
  language: z.preprocess((value) => (value === '' ? undefined : value), languageSchema.optional()),
});
export type WordSearchQuery = z.output<typeof wordSearchQuerySchema>;

/**
 * A search result (fair play): a bank word as a player would see it, with no truth; the searcher's
 * own contributions also carry their truth and moderation state.
 */
export type WordSearchResult =
  (PlayWord & { isOwn: false }) | (PlayWord & { isOwn: true; isReal: boolean; status: WordStatus });
export interface WordSearchResponse {
  words: WordSearchResult[];
}

// ---- POST /api/sessions/create-custom ------------------------------------------------------------
export const CUSTOM_SESSION_WORD_COUNT = ROUNDS_PER_GAME;
export const createCustomSessionBodySchema = z
  .object({
    userId: payloadUserId,
    wordIds: z
      .array(wordIdSchema, { error: 'wordIds must be a list of word ids' })
      .max(100, 'wordIds is at most 100 word ids'),
    /** Falls back to the username, then 'Anonymous Player' (docs/product.md §5 Session creation). */
    playerName: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      playerNameSchema.optional(),
    ),
  })
  // Checked on the whole body so the spec's message reaches the person as it is, not prefixed with a field.
  .superRefine((body, context) => {
    if (body.wordIds.length !== CUSTOM_SESSION_WORD_COUNT) {
      context.addIssue({ code: 'custom', message: WORDSMITH_MESSAGES.selectFiveWords });
    }
  });
export type CreateCustomSessionBody = z.output<typeof createCustomSessionBodySchema>;
export interface CreateCustomSessionResponse {
  sessionCode: string;
  session: CustomSessionView;
}

// ---- GET /api/sessions/my-sessions?userId= -------------------------------------------------------
export const mySessionsQuerySchema = z.strictObject({ userId: payloadUserId });

/** A word of a custom session as its author sees it: their own words with the truth, bank words without. */
export interface CustomSessionWordView {
  id: string;
  word: string;
  language: Language;
  wordClass: WordClass;
  difficulty: Difficulty;
  isOwn: boolean;
  /** Only for the author's own words. */
  isReal?: boolean;
  foolRate?: number | null;
}

export interface CustomSessionView {
  id: string;
  sessionCode: string;
  createdAt: string;
  playerName: string;
  /** Completed plays (spec: timesPlayed). */
  timesPlayed: number;
  /** Phase-one calls made in those plays, and how many were wrong: the session's own fool rate. */
  calls: number;
  fooled: number;
  /** In the order the author chose (the order they are played in). */
  words: CustomSessionWordView[];
}
export interface MySessionsResponse {
  sessions: CustomSessionView[];
  /** The author's contributed words, newest first, with moderation state and fool rates. */
  words: ContributedWordView[];
}

// ---- Moderation (admin panel) --------------------------------------------------------------------
export const moderationQueueQuerySchema = z.strictObject({
  limit: queryInt({ min: 1, max: 100, fallback: 20, name: 'limit' }),
  offset: queryInt({ min: 0, max: 1_000_000_000, fallback: 0, name: 'offset' }),
});
export const REJECTION_REASON_MAX_LENGTH = 300;
export const rejectWordBodySchema = z.object({
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .min(1, 'Please say why the word is rejected: its author reads it.')
    .max(REJECTION_REASON_MAX_LENGTH, `A reason is at most ${REJECTION_REASON_MAX_LENGTH} characters.`),
});
