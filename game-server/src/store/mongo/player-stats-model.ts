// The mongo driver's player stats: one document per user, keyed by the user id.
import { emptyPlayerStats } from '@bluffle/shared-schema';
import { Schema, type Connection, type Model } from 'mongoose';
import type { PlayerStatsRecord } from '../../domain/player-stats';

export type PlayerStatsDocument = Omit<PlayerStatsRecord, 'userId'> & { _id: string };

const statNumber = { type: Number, required: true, default: 0 };
/** Every field of the one stats shape, named once in the shared rule. */
const statFields = Object.fromEntries(Object.keys(emptyPlayerStats()).map((field) => [field, statNumber]));

export const playerStatsSchema = new Schema<PlayerStatsDocument>(
  {
    _id: { type: String, required: true },
    ...statFields,
    updatedAt: { type: String, required: true },
    version: { type: Number, required: true, default: 0 },
  },
  { collection: 'player_stats', versionKey: false },
);

export function playerStatsModel(connection: Connection): Model<PlayerStatsDocument> {
  return connection.model<PlayerStatsDocument>('PlayerStats', playerStatsSchema);
}
