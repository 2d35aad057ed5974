// The mongo driver's first plays (docs/design.md decision 11): one document per identity and set of words.
import { Schema, type Connection, type Model } from 'mongoose';

export interface FirstPlayDocument {
  identityKey: string;
  wordSetKey: string;
  sessionCode: string;
  createdAt: string;
}

export const firstPlaySchema = new Schema<FirstPlayDocument>(
  {
    identityKey: { type: String, required: true },
    wordSetKey: { type: String, required: true },
    sessionCode: { type: String, required: true },
    createdAt: { type: String, required: true },
  },
  { collection: 'first_plays', versionKey: false },
);
// The unique key is what makes a claim atomic: two upserts racing on one key cannot both insert.
firstPlaySchema.index({ identityKey: 1, wordSetKey: 1 }, { unique: true, name: 'first_play_key' });

export function firstPlayModel(connection: Connection): Model<FirstPlayDocument> {
  return connection.model<FirstPlayDocument>('FirstPlay', firstPlaySchema);
}
