// The challenge board in MongoDB: pages and ranks read the board_entry_rank index in order.
import type { Model } from 'mongoose';
import type { BoardEntryRecord, BoardPage, BoardPageQuery } from '../../domain/board-entry';
import type { BoardRepository } from '../port';
import type { BoardEntryDocument } from './board-entry-model';
import { isDuplicateKeyError } from './mongo-errors';

const BOARD_ORDER = { score: -1, totalTimeMs: 1, completedAt: 1, sessionCode: 1 } as const;
const WITHOUT_ID = { _id: 0 } as const;

export class MongoBoardRepository implements BoardRepository {
  constructor(private readonly model: Model<BoardEntryDocument>) {}

  async record(entry: BoardEntryRecord): Promise<void> {
    try {
      await this.model.updateOne(
        { sessionCode: entry.sessionCode },
        { $setOnInsert: { ...entry } },
        { upsert: true },
      );
    } catch (error) {
      // Two completions of one session racing: the first one recorded is the entry.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  async page(query: BoardPageQuery): Promise<BoardPage> {
    const filter = { wordSetKey: query.wordSetKey };
    const [entries, total] = await Promise.all([
      this.model
        .find(filter, WITHOUT_ID)
        .sort(BOARD_ORDER)
        .skip(query.offset)
        .limit(query.limit)
        .lean<BoardEntryRecord[]>(),
      this.model.countDocuments(filter),
    ]);
    return { entries: entries.map(withOnlyRecordFields), total };
  }

  async rankOf(wordSetKey: string, sessionCode: string): Promise<number | null> {
    const entry = await this.model.findOne({ sessionCode, wordSetKey }, WITHOUT_ID).lean<BoardEntryRecord>();
    if (entry === null) return null;
    // The entries ranked before this one, in the page's order.
    const ahead = await this.model.countDocuments({
      wordSetKey,
      $or: [
        { score: { $gt: entry.score } },
        { score: entry.score, totalTimeMs: { $lt: entry.totalTimeMs } },
        { score: entry.score, totalTimeMs: entry.totalTimeMs, completedAt: { $lt: entry.completedAt } },
        {
          score: entry.score,
          totalTimeMs: entry.totalTimeMs,
          completedAt: entry.completedAt,
          sessionCode: { $lt: entry.sessionCode },
        },
      ],
    });
    return ahead + 1;
  }
}

function withOnlyRecordFields(document: BoardEntryRecord): BoardEntryRecord {
  return {
    wordSetKey: document.wordSetKey,
    sessionCode: document.sessionCode,
    playerName: document.playerName,
    score: document.score,
    totalTimeMs: document.totalTimeMs,
    isRelaxed: document.isRelaxed,
    completedAt: document.completedAt,
  };
}
