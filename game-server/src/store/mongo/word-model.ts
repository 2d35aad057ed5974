// The mongo driver's words collection. Dates stay ISO strings, as in the port: they sort by time and
// round-trip exactly, so both drivers answer list() in the same order.
import { Schema, type Connection, type Model } from 'mongoose';
import { LANGUAGES, DIFFICULTIES, WORD_CLASSES, WORD_SOURCES } from '@bluffle/shared-schema';
import type { StoredWord } from '../port';
import { followupFieldsOf } from '../word-records';

export type WordDocument = Omit<StoredWord, 'id'> & { _id: string; wordKey: string };

const optionalText = { type: String, default: undefined };

export const wordSchema = new Schema<WordDocument>(
  {
    _id: { type: String, required: true },
    word: { type: String, required: true },
    /** DESIGN decision 2: the unique key uses the word lowercased (word-records.ts wordKeyOf). */
    wordKey: { type: String, required: true },
    definition: { type: String, default: '' },
    usage: { type: String, default: '' },
    isReal: { type: Boolean, required: true },
    difficulty: { type: String, enum: DIFFICULTIES, required: true },
    category: { type: String, default: '' },
    language: { type: String, enum: LANGUAGES, required: true },
    wordClass: { type: String, enum: WORD_CLASSES, required: true },
    explanation: { type: String, default: '' },
    createdAt: { type: String, required: true },
    source: { type: String, enum: WORD_SOURCES, required: true },
    createdBy: { type: String, default: null },
    provenance: optionalText,
    ...followupFieldsOf(optionalText),
  },
  { collection: 'words', versionKey: false },
);
wordSchema.index({ wordKey: 1, language: 1, wordClass: 1 }, { unique: true, name: 'word_unique_key' });
wordSchema.index({ language: 1 }, { name: 'word_language' });
wordSchema.index({ createdAt: -1, wordKey: 1 }, { name: 'word_newest' });

export function wordModel(connection: Connection): Model<WordDocument> {
  return connection.model<WordDocument>('Word', wordSchema);
}
