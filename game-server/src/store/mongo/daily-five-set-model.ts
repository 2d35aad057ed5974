// The mongo driver's daily five sets: one document per UTC day and language.
import type { Language } from '@bluffle/shared-schema';
import { Schema, type Connection, type Model } from 'mongoose';

export interface DailyFiveSetDocument {
  /** 'YYYY-MM-DD', UTC. */
  day: string;
  language: Language;
  wordIds: string[];
  createdAt: string;
}

export const dailyFiveSetSchema = new Schema<DailyFiveSetDocument>(
  {
    day: { type: String, required: true },
    language: { type: String, required: true },
    wordIds: { type: [String], required: true },
    createdAt: { type: String, required: true },
  },
  { collection: 'daily_five_sets', versionKey: false },
);
// The unique key is what fixes the day's set: of two first choices racing, only one document is inserted.
dailyFiveSetSchema.index({ day: 1, language: 1 }, { unique: true, name: 'daily_five_set_key' });

export function dailyFiveSetModel(connection: Connection): Model<DailyFiveSetDocument> {
  return connection.model<DailyFiveSetDocument>('DailyFiveSet', dailyFiveSetSchema);
}
