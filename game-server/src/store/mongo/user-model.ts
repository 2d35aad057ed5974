// The mongo driver's users collection (ids come from the identity layer, so _id is a string).
import { Schema, type Connection, type Model } from 'mongoose';
import type { UserRecord } from '../../domain/user';

/**
 * Case-insensitive e-mail matching (strength 2 ignores case, not accents). Queries must name the same
 * collation as the index, or MongoDB cannot use it; both read it from here.
 */
export const EMAIL_COLLATION = { locale: 'en', strength: 2 } as const;

export type UserDocument = Omit<UserRecord, 'id'> & { _id: string };

export const userSchema = new Schema<UserDocument>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    email: { type: String, default: null },
    provider: { type: String, required: true },
    avatar: { type: String, default: null },
    roles: { type: [String], enum: ['admin', 'wordsmith', 'lexivestor'], default: [] },
    // The plans' move to roles retired subscription and subscriptionExpires (a document stored before may still hold them:
    // the repository drops them when reading). No default for the optional fields below: absent on accounts
    // stored before they existed, as in the embedded driver.
    wordsmithUntil: { type: String },
    hasUsedAdminEmailsGrant: { type: Boolean },
    createdAt: { type: String, required: true },
    updatedAt: { type: String, required: true },
  },
  { collection: 'users', versionKey: false },
);
// The lowercased-e-mail index: findByEmail takes the earliest account, so createdAt and _id follow.
userSchema.index({ email: 1, createdAt: 1, _id: 1 }, { name: 'user_email', collation: EMAIL_COLLATION });

export function userModel(connection: Connection): Model<UserDocument> {
  return connection.model<UserDocument>('User', userSchema);
}
