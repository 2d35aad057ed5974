// The mongo driver's challenge board: one document per counted attempt, keyed by its session.
import { Schema, type Connection, type Model } from 'mongoose';
import type { BoardEntryRecord } from '../../domain/board-entry';

export type BoardEntryDocument = BoardEntryRecord;

export const boardEntrySchema = new Schema<BoardEntryDocument>(
  {
    wordSetKey: { type: String, required: true },
    sessionCode: { type: String, required: true },
    playerName: { type: String, required: true },
    score: { type: Number, required: true },
    totalTimeMs: { type: Number, required: true },
    isRelaxed: { type: Boolean, required: true },
    completedAt: { type: String, required: true },
  },
  { collection: 'board_entries', versionKey: false },
);
// A completion is recorded once, whichever path stored it.
boardEntrySchema.index({ sessionCode: 1 }, { unique: true, name: 'board_entry_session' });
// A board page is a range of this index in the board's own order; a rank counts the entries before one.
boardEntrySchema.index(
  { wordSetKey: 1, score: -1, totalTimeMs: 1, completedAt: 1, sessionCode: 1 },
  { name: 'board_entry_rank' },
);

export function boardEntryModel(connection: Connection): Model<BoardEntryDocument> {
  return connection.model<BoardEntryDocument>('BoardEntry', boardEntrySchema);
}
