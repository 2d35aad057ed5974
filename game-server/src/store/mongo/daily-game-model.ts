// The mongo driver's daily game counts (: the free daily limit): one document per user and UTC day.
import { Schema, type Connection, type Model } from 'mongoose';

export interface DailyGameDocument {
  userId: string;
  /** 'YYYY-MM-DD', UTC. */
  day: string;
  games: number;
}

export const dailyGameSchema = new Schema<DailyGameDocument>(
  {
    userId: { type: String, required: true },
    day: { type: String, required: true },
    // No default: an upsert's $inc sets the first count, and a default would be a second write of it.
    games: { type: Number, required: true },
  },
  { collection: 'daily_games', versionKey: false },
);
// The unique key is what keeps a claim at the limit: an upsert that finds the day full cannot insert a
// second document for it.
dailyGameSchema.index({ userId: 1, day: 1 }, { unique: true, name: 'daily_game_key' });

export function dailyGameModel(connection: Connection): Model<DailyGameDocument> {
  return connection.model<DailyGameDocument>('DailyGame', dailyGameSchema);
}
