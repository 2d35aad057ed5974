// The mongo driver's player stats: one document per user, keyed by the user id.
import { Schema, type Connection, type Model } from 'mongoose';
import type { PlayerStatsRecord } from '../port';

export type PlayerStatsDocument = Omit<PlayerStatsRecord, 'userId'> & { _id: string };

const counter = { type: Number, required: true, default: 0 };

export const playerStatsSchema = new Schema<PlayerStatsDocument>(
  {
    _id: { type: String, required: true },
    totalGamesPlayed: counter,
    totalCorrectAnswers: counter,
    totalIncorrectAnswers: counter,
    bestStreak: counter,
    totalScore: counter,
    bestScore: counter,
    experiencePoints: counter,
    level: counter,
    fastAnswers: counter,
    totalTimeSpentMs: counter,
    realWordsCorrect: counter,
    fakeWordsCorrect: counter,
    realWordsIncorrect: counter,
    fakeWordsIncorrect: counter,
    totalWordsPlayed: counter,
    hardRealWordsCorrect: counter,
    hardFakeWordsCorrect: counter,
    totalHardWordsPlayed: counter,
    updatedAt: { type: String, required: true },
  },
  { collection: 'player_stats', versionKey: false },
);

export function playerStatsModel(connection: Connection): Model<PlayerStatsDocument> {
  return connection.model<PlayerStatsDocument>('PlayerStats', playerStatsSchema);
}
