// The mongo driver's users collection (ids come from the identity layer, so _id is a string).
import { Schema, type Connection, type Model } from 'mongoose';
import type { UserRecord } from '../port';

export type UserDocument = Omit<UserRecord, 'id'> & { _id: string };

export const userSchema = new Schema<UserDocument>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    email: { type: String, default: null },
    provider: { type: String, required: true },
    avatar: { type: String, default: null },
    roles: { type: [String], enum: ['admin', 'wordsmith', 'lexivestor'], default: [] },
    subscription: { type: String, enum: ['bluffling', 'lexivestor', 'wordsmith', 'admin'], required: true },
    subscriptionExpires: { type: String, default: null },
    createdAt: { type: String, required: true },
    updatedAt: { type: String, required: true },
  },
  { collection: 'users', versionKey: false },
);

export function userModel(connection: Connection): Model<UserDocument> {
  return connection.model<UserDocument>('User', userSchema);
}
