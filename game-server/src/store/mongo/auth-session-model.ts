// The mongo driver's sign-in sessions. expiresAt is a real Date so MongoDB's TTL monitor removes expired
// sessions by itself; the repository still filters on it, because the monitor only runs once a minute.
import { Schema, type Connection, type Model } from 'mongoose';

export interface AuthSessionDocument {
  _id: string;
  data: string;
  expiresAt: Date;
}

export const authSessionSchema = new Schema<AuthSessionDocument>(
  {
    _id: { type: String, required: true },
    data: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'auth_sessions', versionKey: false },
);
authSessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'auth_session_ttl' });

export function authSessionModel(connection: Connection): Model<AuthSessionDocument> {
  return connection.model<AuthSessionDocument>('AuthSession', authSessionSchema);
}
