// The mongo driver's game sessions. `version` is ours (optimistic concurrency, port.ts), so mongoose's
// own __v is switched off to avoid two competing version fields.
import { Schema, type Connection, type Model } from 'mongoose';
import { LANGUAGES } from '@bluffle/shared-schema';
import type { CurrentRoundRecord, GameSessionRecord, SessionAnswerRecord } from '../../domain/session';

export type SessionDocument = GameSessionRecord;

const currentRoundSchema = new Schema<CurrentRoundRecord>(
  {
    roundNumber: { type: Number, required: true },
    stage: { type: String, enum: ['phase-one', 'followup', 'over'], required: true },
    openedAt: { type: String, required: true },
    followupOpenedAt: { type: String, default: null },
    followupOptions: { type: [String], default: null },
    playerAnswer: { type: Boolean, default: null },
  },
  { _id: false },
);

const answerSchema = new Schema<SessionAnswerRecord>(
  {
    roundNumber: { type: Number, required: true },
    wordId: { type: String, required: true },
    word: { type: String, required: true },
    playerAnswer: { type: Boolean, default: null },
    followupAnswer: { type: String, default: null },
    isCorrect: { type: Boolean, required: true },
    isFast: { type: Boolean, required: true },
    timeSpent: { type: Number, required: true },
    pointsEarned: { type: Number, required: true },
  },
  { _id: false },
);

const tally = { type: Number, required: true, default: 0 };

export const sessionSchema = new Schema<SessionDocument>(
  {
    code: { type: String, required: true },
    playerName: { type: String, required: true },
    userId: { type: String, default: null },
    playerTokenHash: { type: String, required: true },
    language: { type: String, enum: LANGUAGES, required: true },
    totalRounds: { type: Number, required: true },
    phaseOneSeconds: { type: Number, required: true },
    isRelaxed: { type: Boolean, required: true, default: false },
    wordIds: { type: [String], default: [] },
    status: { type: String, enum: ['created', 'playing', 'completed'], required: true },
    currentRound: { type: currentRoundSchema, default: null },
    answers: { type: [answerSchema], default: [] },
    score: {
      correct: tally,
      incorrect: tally,
      fastAnswers: tally,
      streak: tally,
      bestStreak: tally,
      totalScore: tally,
    },
    duplicatedFrom: { type: String, default: null },
    identityKey: { type: String, required: true },
    wordSetKey: { type: String, default: null },
    isPractice: { type: Boolean, required: true, default: false },
    // The reply to the last answer is ours, shaped by shared-schema; kept as given.
    lastAnswer: { type: Schema.Types.Mixed, default: null },
    version: { type: Number, required: true, default: 0 },
    createdAt: { type: String, required: true },
    completedAt: { type: String, default: null },
  },
  { collection: 'sessions', versionKey: false },
);
sessionSchema.index({ code: 1 }, { unique: true, name: 'session_code' });
sessionSchema.index({ playerTokenHash: 1 }, { name: 'session_player_token' });
sessionSchema.index({ status: 1, createdAt: 1 }, { name: 'session_status_created' });
sessionSchema.index({ userId: 1, createdAt: -1 }, { name: 'session_user' });
// An identity's recent games, newest first (SessionRepository.recentWordIds).
sessionSchema.index({ identityKey: 1, createdAt: -1 }, { name: 'session_identity_created' });

export function sessionModel(connection: Connection): Model<SessionDocument> {
  return connection.model<SessionDocument>('GameSession', sessionSchema);
}
