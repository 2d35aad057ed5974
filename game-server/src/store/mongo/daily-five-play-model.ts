// The mongo driver's daily five plays: one document per identity, UTC day and language.
import type { Language } from '@bluffle/shared-schema';
import { Schema, type Connection, type Model } from 'mongoose';

export interface DailyFivePlayDocument {
  identityKey: string;
  /** 'YYYY-MM-DD', UTC. */
  day: string;
  language: Language;
  sessionCode: string;
  startedAt: string;
}

export const dailyFivePlaySchema = new Schema<DailyFivePlayDocument>(
  {
    identityKey: { type: String, required: true },
    day: { type: String, required: true },
    language: { type: String, required: true },
    sessionCode: { type: String, required: true },
    startedAt: { type: String, required: true },
  },
  { collection: 'daily_five_plays', versionKey: false },
);
// The unique key keeps a day's set to one play per identity, however many starts race; its prefix
// (identityKey, day) serves the streak's read of the days played.
dailyFivePlaySchema.index(
  { identityKey: 1, day: 1, language: 1 },
  { unique: true, name: 'daily_five_play_key' },
);

export function dailyFivePlayModel(connection: Connection): Model<DailyFivePlayDocument> {
  return connection.model<DailyFivePlayDocument>('DailyFivePlay', dailyFivePlaySchema);
}
