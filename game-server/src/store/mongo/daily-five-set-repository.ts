// The daily five's sets in MongoDB (port.ts DailyFiveSetRepository), fixed with an upsert that only ever
// inserts: the unique (day, language) key lets one choice in, and every caller reads that one back.
import type { Language } from '@bluffle/shared-schema';
import type { Model } from 'mongoose';
import type { DailyFiveSetRepository } from '../port';
import type { DailyFiveCandidateRecord, DailyFiveSetRecord } from '../../domain/daily-five';
import type { DailyFiveSetDocument } from './daily-five-set-model';
import type { WordDocument } from './word-model';
import { isDuplicateKeyError } from './mongo-errors';

export class MongoDailyFiveSetRepository implements DailyFiveSetRepository {
  constructor(
    private readonly model: Model<DailyFiveSetDocument>,
    private readonly words: Model<WordDocument>,
  ) {}

  async fix(set: DailyFiveSetRecord): Promise<DailyFiveSetRecord> {
    const key = { day: set.day, language: set.language };
    try {
      await this.model.updateOne(
        key,
        { $setOnInsert: { ...key, wordIds: set.wordIds, createdAt: set.createdAt } },
        { upsert: true },
      );
    } catch (error) {
      // Two upserts racing on a new key: the loser sees the unique index refuse it; the winner's set stands.
      if (!isDuplicateKeyError(error)) throw error;
    }
    return (await this.find(set.day, set.language)) ?? set;
  }

  async find(day: string, language: Language): Promise<DailyFiveSetRecord | null> {
    const document = await this.model.findOne({ day, language }).lean<DailyFiveSetDocument>();
    return document === null ? null : toSet(document);
  }

  async firstDay(language: Language): Promise<string | null> {
    const first = await this.model
      .findOne({ language }, { day: 1 })
      .sort({ day: 1 })
      .lean<Pick<DailyFiveSetDocument, 'day'>>();
    return first?.day ?? null;
  }

  async candidates(language: Language): Promise<DailyFiveCandidateRecord[]> {
    // Four fields of each word in play (approved, not retired), not the whole documents.
    const documents = await this.words
      .find(
        { language, status: 'approved', isRetired: { $ne: true } },
        { _id: 1, word: 1, isReal: 1, isProvenFooler: 1 },
      )
      .lean<Array<Pick<WordDocument, '_id' | 'word' | 'isReal' | 'isProvenFooler'>>>();
    return documents.map((document) => ({
      id: document._id,
      word: document.word,
      isReal: document.isReal,
      isProvenFooler: document.isProvenFooler === true,
    }));
  }
}

/** The record's fields only (a lean document also carries its _id). */
export function toSet(document: DailyFiveSetDocument): DailyFiveSetRecord {
  return {
    day: document.day,
    language: document.language,
    wordIds: [...document.wordIds],
    createdAt: document.createdAt,
  };
}
