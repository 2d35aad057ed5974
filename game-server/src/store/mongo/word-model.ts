// The mongo driver's words collection. Dates stay ISO strings, as in the port: they sort by time and
// round-trip exactly, so both drivers answer list() in the same order.
import { Schema, type Connection, type Model } from 'mongoose';
import { LANGUAGES, DIFFICULTIES, WORD_CLASSES, WORD_SOURCES, WORD_STATUSES } from '@bluffle/shared-schema';
import type { StoredWord } from '../../domain/word';
import { followupFieldsOf } from '../word-records';

/**
 * How players called the word and what that makes of it (port.ts WordPlayRepository): kept on the
 * word so play selects on it; absent on words stored before it until the start-up backfill
 * (word-play-backfill.ts). Never part of a StoredWord (the word cache would hold them stale).
 */
export interface WordPlayFields {
  calls: number;
  calledReal: number;
  foolRate: number | null;
  isRetired: boolean;
  isProvenFooler: boolean;
}

export type WordDocument = Omit<StoredWord, 'id'> & {
  _id: string;
  wordKey: string;
} & Partial<WordPlayFields>;

const optionalText = { type: String, default: undefined };

export const wordSchema = new Schema<WordDocument>(
  {
    _id: { type: String, required: true },
    word: { type: String, required: true },
    /** docs/design.md decision 2: the unique key uses the word lowercased (word-records.ts wordKeyOf). */
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
    // Words stored before moderation have neither: mongo-store.ts backfills them as approved at start-up.
    status: { type: String, enum: WORD_STATUSES, required: true, default: 'approved' },
    rejectionReason: { type: String, default: null },
    provenance: optionalText,
    ...followupFieldsOf(optionalText),
    calls: { type: Number, default: 0 },
    calledReal: { type: Number, default: 0 },
    foolRate: { type: Number, default: null },
    isRetired: { type: Boolean, default: false },
    isProvenFooler: { type: Boolean, default: false },
  },
  { collection: 'words', versionKey: false },
);
wordSchema.index({ wordKey: 1, language: 1, wordClass: 1 }, { unique: true, name: 'word_unique_key' });
wordSchema.index({ language: 1 }, { name: 'word_language' });
wordSchema.index({ createdAt: -1, wordKey: 1 }, { name: 'word_newest' });
// The moderation queue, oldest first, and the public pool's filter on approved words.
wordSchema.index({ status: 1, createdAt: 1 }, { name: 'word_status' });
// An author's words (My Bluffles); only contributed words have an author.
wordSchema.index(
  { createdBy: 1, createdAt: -1 },
  { name: 'word_created_by', partialFilterExpression: { createdBy: { $type: 'string' } } },
);

// The admin's word list by fool rate or calls, and the proven foolers drawn into games.
wordSchema.index({ foolRate: -1, calls: -1 }, { name: 'word_fool_rate' });
wordSchema.index({ calls: -1 }, { name: 'word_calls' });
wordSchema.index(
  { language: 1, status: 1 },
  { name: 'word_proven_foolers', partialFilterExpression: { isProvenFooler: true } },
);

/**
 * Gives words stored before moderation existed their state, as the embedded driver's migration 7 does:
 * every one of them is approved. Idempotent, and cheap once done (an index lookup finding nothing).
 */
export async function backfillWordStatus(model: Model<WordDocument>): Promise<void> {
  await model.updateMany(
    { status: { $exists: false } },
    { $set: { status: 'approved', rejectionReason: null } },
    { strict: false },
  );
}

export function wordModel(connection: Connection): Model<WordDocument> {
  return connection.model<WordDocument>('Word', wordSchema);
}
