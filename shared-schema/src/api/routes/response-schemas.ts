import { DIFFICULTIES, LANGUAGES, PLAY_LANGUAGES, WORD_CLASSES, type PlayWord } from '../../word';
import { LOBBY_STATUSES } from '../../rules/lobby/lobby-status';
import { PAID_PLAN_IDS } from '../../rules/plans/plans';
import { SUBSCRIPTIONS, USER_ROLES } from '../../rules/roles';
import type { SessionAnswerView } from '../../rules/round/session-views';
import type { PlayerStats } from '../../rules/stats';
import type { AdminWordsResponse, CsvUploadResult, GenerateWordsResponse } from '../admin-words';
import type { CurrentRound, CurrentRoundResponse } from '../current-round';
import type { LobbyResponse, WatchLobbyResponse } from '../multiplayer';
import type { LobbyView } from '../../rules/lobby/lobby-view-types';
import type { CreateCheckoutSessionResponse } from '../payments';
import type {
  CreateSessionResponse,
  DuplicateSessionResponse,
  GetSessionResponse,
  SessionPublicView,
  SessionWordsResponse,
} from '../sessions';
import type { UserView } from '../users';
import type {
  CreateCustomSessionResponse,
  MySessionsResponse,
  ValidateWordResponse,
  WordSearchResponse,
} from '../wordsmith';
import type { WordsForPlayResponse } from '../words';
import { z } from 'zod';

// The answers of the spec's calls (docs/product.md §7 'Response use') as zod schemas, for the OpenAPI document only:
// the server types its answers with shared-schema's interfaces, not these. So that the two cannot drift
// apart, each object's fields are checked against its interface when this compiles (`satisfies FieldsOf`):
// a field added to, renamed in or dropped from the interface fails the type check until it is described here.
// Nested values the spec's clients do not read are described as open objects.

/** Exactly the interface's fields, each with some schema. */
type FieldsOf<Interface> = { [Field in keyof Interface]-?: z.ZodType };

const openObject = (description: string) => z.looseObject({}).describe(description);

const playWordSchema = z
  .object({
    id: z.string(),
    word: z.string(),
    definition: z.string(),
    usage: z.string(),
    difficulty: z.enum(DIFFICULTIES),
    category: z.string(),
    language: z.enum(LANGUAGES),
    wordClass: z.enum(WORD_CLASSES),
  } satisfies FieldsOf<PlayWord>)
  .describe(
    'A word for play: never its truth, explanation or follow-up options (docs/design.md decision 3).',
  );

export const createSessionResponseSchema = z.object({
  sessionCode: z.string(),
  playerToken: z.string().describe('Send it as the x-player-token header on the session’s own calls.'),
} satisfies FieldsOf<CreateSessionResponse>);

export const sessionWordsResponseSchema = z.object({
  words: z.array(playWordSchema).describe('The rounds opened so far, in play order.'),
  totalRounds: z.number().int(),
} satisfies FieldsOf<SessionWordsResponse>);

export const randomWordsResponseSchema = z.object({
  words: z.array(playWordSchema),
} satisfies FieldsOf<WordsForPlayResponse>);

const sessionPublicViewSchema = z.object({
  kind: z.enum(['game', 'custom']),
  sessionCode: z.string(),
  playerName: z.string(),
  language: z.enum(LANGUAGES),
  totalRounds: z.number().int(),
  status: z.enum(['created', 'playing', 'completed']),
  score: z.number().nullable(),
  correctAnswers: z.number().int().nullable(),
  isPractice: z.boolean(),
  isRelaxed: z.boolean().describe('Played relaxed: no countdown and no fast bonus.'),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
} satisfies FieldsOf<SessionPublicView>);

const sessionAnswerSchema = z.object({
  roundNumber: z.number().int(),
  wordId: z.string(),
  word: z.string(),
  isReal: z.boolean(),
  difficulty: z.enum(DIFFICULTIES),
  playerAnswer: z.boolean().nullable(),
  followupAnswer: z.string().nullable(),
  isCorrect: z.boolean(),
  isFast: z.boolean(),
  timeSpent: z.number(),
  definition: z.string(),
  usage: z.string(),
  explanation: z.string(),
  correctAnswer: z.string(),
} satisfies FieldsOf<SessionAnswerView>);

export const getSessionResponseSchema = z.object({
  session: sessionPublicViewSchema,
  answers: z
    .array(sessionAnswerSchema)
    .nullable()
    .describe('Only for the session’s own player, or a challenger who finished the same words.'),
  isOwn: z
    .literal(true)
    .optional()
    .describe('Present when the reader played this game or made this custom session.'),
} satisfies FieldsOf<GetSessionResponse>);

export const duplicateSessionResponseSchema = z.object({
  newSessionCode: z.string(),
  playerToken: z.string(),
  isPractice: z.boolean(),
  isRelaxed: z.boolean(),
  words: z.array(playWordSchema),
  totalRounds: z.number().int(),
} satisfies FieldsOf<DuplicateSessionResponse>);

const scoreSchema = openObject(
  'The score so far: correct, incorrect, fastAnswers, streak, bestStreak, totalScore.',
);

/** One stage of the current round, as the union's member of that stage. */
type RoundAt<Stage extends CurrentRound['stage']> = Extract<CurrentRound, { stage: Stage }>;

export const currentRoundResponseSchema = z.object({
  sessionCode: z.string(),
  totalRounds: z.number().int(),
  score: scoreSchema,
  isPractice: z.boolean(),
  isRelaxed: z.boolean(),
  round: z
    .discriminatedUnion('stage', [
      z.object({
        stage: z.literal('phase-one'),
        roundNumber: z.number().int(),
        word: playWordSchema,
        secondsLeft: z.number().int().describe('Whole seconds of phase one left on the server’s clock.'),
      } satisfies FieldsOf<RoundAt<'phase-one'>>),
      z.object({
        stage: z.literal('followup'),
        roundNumber: z.number().int(),
        word: playWordSchema,
        followup: openObject('The follow-up question and the options it offered (never the right one).'),
        secondsLeft: z.number().int().describe('Whole seconds of the follow-up left on the server’s clock.'),
        phaseOneAnswer: z.boolean().describe('The player’s own first answer, the right one that led here.'),
      } satisfies FieldsOf<RoundAt<'followup'>>),
      z.object({
        stage: z.literal('waiting'),
        roundNumber: z.number().int(),
        opensInMs: z.number().int().describe('When rounds/next may open it: after the feedback pause.'),
      } satisfies FieldsOf<RoundAt<'waiting'>>),
      z.object({ stage: z.literal('over') } satisfies FieldsOf<RoundAt<'over'>>),
    ])
    .describe('The round being played, the next one waiting to be asked for, or over (complete the game).'),
} satisfies FieldsOf<CurrentRoundResponse>);

export const userViewSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  provider: z.string(),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  isWordsmith: z.boolean(),
  isLexivestor: z.boolean(),
  subscription: z.enum(SUBSCRIPTIONS),
  subscriptionExpires: z.string().nullable(),
  roles: z.array(z.enum(USER_ROLES)),
} satisfies FieldsOf<UserView>);

const statNumber = z.number();
export const playerStatsSchema = z.object({
  totalGamesPlayed: statNumber,
  totalCorrectAnswers: statNumber,
  totalIncorrectAnswers: statNumber,
  bestStreak: statNumber,
  totalScore: statNumber,
  experiencePoints: statNumber,
  level: statNumber,
  averageTimePerAnswer: statNumber.describe('Milliseconds per answered word; 0 before the first.'),
  realWordsCorrect: statNumber,
  fakeWordsCorrect: statNumber,
  realWordsIncorrect: statNumber,
  fakeWordsIncorrect: statNumber,
  totalWordsPlayed: statNumber,
  hardRealWordsCorrect: statNumber,
  hardFakeWordsCorrect: statNumber,
  totalHardWordsPlayed: statNumber,
  bestScore: statNumber,
  fastAnswers: statNumber,
  averageScore: statNumber,
  realWordsPlayed: statNumber,
  fakeWordsPlayed: statNumber,
  overallPrecision: statNumber,
  realWordPrecision: statNumber,
  fakeWordPrecision: statNumber,
  totalTimeSpentMs: statNumber,
} satisfies FieldsOf<PlayerStats>);

export const createCheckoutSessionResponseSchema = z.object({
  url: z.string().describe('Stripe Checkout’s page: the browser is sent there.'),
  sessionId: z.string(),
  plan: z.enum(PAID_PLAN_IDS),
} satisfies FieldsOf<CreateCheckoutSessionResponse>);

const lobbyViewSchema = z.object({
  lobbyCode: z.string(),
  status: z.enum(LOBBY_STATUSES),
  language: z.enum(PLAY_LANGUAGES),
  roundSeconds: z.number().int().describe('Each round’s countdown in seconds: the host picks 15, 30 or 45.'),
  maxPlayers: z.number().int(),
  currentPlayers: z.number().int(),
  totalRounds: z.number().int(),
  players: z.array(openObject('A seated player: userId, playerName, avatar, isHost, isReady, isConnected.')),
  isPrivate: z.boolean().describe('The host turned watching off: the lobby refuses watchers.'),
  watcherCount: z.number().int().describe('Watchers here now (WebSocket and polling).'),
} satisfies FieldsOf<LobbyView>);

export const lobbyResponseSchema = z.object({ lobby: lobbyViewSchema } satisfies FieldsOf<LobbyResponse>);

export const watchLobbyResponseSchema = z.object({
  watcherId: z.string().describe('The watcher’s token: send it with every read and call as this watcher.'),
  game: openObject('The game as players see it (MultiplayerGameView): no truth before round results.'),
} satisfies FieldsOf<WatchLobbyResponse>);

const adminWordSchema = openObject('A stored word with its truth, source, status and plays.');

export const generateWordsResponseSchema = z.object({
  words: z.array(adminWordSchema),
  duplicatesSkipped: z.number().int(),
  duplicateWords: z.array(z.string()),
} satisfies FieldsOf<GenerateWordsResponse>);

export const adminWordsResponseSchema = z.object({
  words: z.array(adminWordSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
} satisfies FieldsOf<AdminWordsResponse>);

export const csvUploadResponseSchema = z.object({
  total: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.string()).describe("One line per refused row ('Row 7: ...')."),
} satisfies FieldsOf<CsvUploadResult>);

export const validateWordResponseSchema = z.object({
  isValid: z.boolean(),
  feedback: z.array(
    z.object({
      severity: z.enum(['error', 'warning']),
      field: z.string().nullable(),
      message: z.string(),
      problem: openObject(
        "A shared check's finding as data: its code and the parts a sentence needs (absent for the server's own checks).",
      ).optional(),
    }),
  ),
  suggestedChanges: openObject('Fields the server would fix, with the fixed value.'),
} satisfies FieldsOf<ValidateWordResponse>);

const customSessionSchema = openObject(
  'A custom session: id, sessionCode, createdAt, playerName, timesPlayed, calls and its words.',
);
const contributedWordSchema = openObject(
  'A contributed word with its moderation state, plays and fool rate.',
);

export const createCustomSessionResponseSchema = z.object({
  sessionCode: z.string(),
  session: customSessionSchema,
} satisfies FieldsOf<CreateCustomSessionResponse>);

export const mySessionsResponseSchema = z.object({
  sessions: z.array(customSessionSchema),
  words: z.array(contributedWordSchema),
} satisfies FieldsOf<MySessionsResponse>);

export const wordSearchResponseSchema = z.object({
  words: z.array(
    openObject(
      'A bank word as a player sees it (no truth); the searcher’s own words also carry isReal and status.',
    ),
  ),
} satisfies FieldsOf<WordSearchResponse>);
