// The mongo driver's word plays as they were first kept (a contributed word's fool rate), one document per word
// called. The counts are kept on the words now: this is read only to move old counts there
// (word-play-backfill.ts).
import { Schema, type Connection, type Model } from 'mongoose';

export interface WordPlayDocument {
  /** The word's id. */
  _id: string;
  calls: number;
  calledReal: number;
}

export const wordPlaySchema = new Schema<WordPlayDocument>(
  {
    _id: { type: String, required: true },
    calls: { type: Number, required: true, default: 0 },
    calledReal: { type: Number, required: true, default: 0 },
  },
  { collection: 'word_plays', versionKey: false },
);

export function wordPlayModel(connection: Connection): Model<WordPlayDocument> {
  return connection.model<WordPlayDocument>('WordPlay', wordPlaySchema);
}
