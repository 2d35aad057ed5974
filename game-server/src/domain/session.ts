// The game's own session types (docs/design.md decisions 3 and 11): services own them; the store port speaks in
// them and its drivers keep them.
import type {
  Language,
  RoundAnswer,
  RoundInPlay,
  RoundStage,
  ScoreState,
  SubmitAnswerResponse,
} from '@bluffle/shared-schema';

export type SessionStatus = 'created' | 'playing' | 'completed';
/** One answered (or timed-out) round, as judged by the server: the shared round reducer's answer. */
export type SessionAnswerRecord = RoundAnswer;
export type { RoundStage };

/**
 * The round being played: the round reducer's round in play, stored with its instants as ISO strings
 * (services/rounds.ts converts both ways).
 */
export type CurrentRoundRecord = Omit<RoundInPlay, 'openedAtMs' | 'followupOpenedAtMs'> & {
  openedAt: string;
  /** Set once phase one was answered right. */
  followupOpenedAt: string | null;
};

/** An answer as the client sent it (the fields that decide it) and the reply it got. */
export interface LastAnswerRecord {
  roundNumber: number;
  wordId: string;
  stage: 'phase-one' | 'followup';
  /** playerAnswer for phase one, followupAnswer for the follow-up (null = timed out). */
  answer: boolean | string | null;
  response: SubmitAnswerResponse;
}

export interface GameSessionRecord {
  code: string;
  playerName: string;
  userId: string | null;
  /** sha256 of the player token; the token itself is only ever held by the player. */
  playerTokenHash: string;
  language: Language;
  totalRounds: number;
  phaseOneSeconds: number;
  /** Played at the player's own pace: no deadline on any stage, never a fast bonus. */
  isRelaxed: boolean;
  /** The words of this session in play order (fixed once served; duplicates copy them). */
  wordIds: string[];
  status: SessionStatus;
  currentRound: CurrentRoundRecord | null;
  answers: SessionAnswerRecord[];
  /** The server's running tally (rules/scoring.ts). */
  score: ScoreState;
  duplicatedFrom: string | null;
  /**
   * Who plays (docs/design.md decision 11): `user:<id>` when signed in, `guest:<sha256 of the browser's guest id>`,
   * else `session:<code>` (a client that keeps no guest id is a new identity every game).
   */
  identityKey: string;
  /** The set of words played (sorted ids, hashed); null until the words are fixed. */
  wordSetKey: string | null;
  /** A later play of words this identity already played: counts nowhere (stats, challenge results). */
  isPractice: boolean;
  /** The last answer taken and its reply, so a retry after a lost response gets the same reply. */
  lastAnswer: LastAnswerRecord | null;
  /** Optimistic concurrency: every update must name the version it read. */
  version: number;
  createdAt: string;
  completedAt: string | null;
}
