// The mongo driver's wordsmith custom sessions (docs/product.md §3 Session), shared by a unique code.
import { Schema, type Connection, type Model } from 'mongoose';
import type { CustomSessionRecord } from '../../domain/custom-session';

/** calls and fooled are optional: documents stored before play counts existed have neither. */
export type CustomSessionDocument = Omit<CustomSessionRecord, 'id' | 'calls' | 'fooled'> & {
  _id: string;
  calls?: number;
  fooled?: number;
};

export const customSessionSchema = new Schema<CustomSessionDocument>(
  {
    _id: { type: String, required: true },
    sessionCode: { type: String, required: true },
    userId: { type: String, required: true },
    playerName: { type: String, required: true },
    wordIds: { type: [String], default: [] },
    timesPlayed: { type: Number, required: true, default: 0 },
    calls: { type: Number, required: true, default: 0 },
    fooled: { type: Number, required: true, default: 0 },
    createdAt: { type: String, required: true },
  },
  { collection: 'custom_sessions', versionKey: false },
);
customSessionSchema.index({ sessionCode: 1 }, { unique: true, name: 'custom_session_code' });
customSessionSchema.index({ userId: 1, createdAt: -1 }, { name: 'custom_session_user' });

export function customSessionModel(connection: Connection): Model<CustomSessionDocument> {
  return connection.model<CustomSessionDocument>('CustomSession', customSessionSchema);
}
