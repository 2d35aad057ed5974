// Words in MongoDB; the unique key is the schema's (wordKey, language, wordClass) index.
import { randomUUID } from 'node:crypto';
import type { Model, PipelineStage } from 'mongoose';
import type { Language } from '@bluffle/shared-schema';
import type { WordListOrder, WordListQuery, WordRepository, WordSampleQuery, WordSearch } from '../port';
import type { NewWord, StoredWord, WordReview } from '../../domain/word';
import { toStoredWord, uniqueKeyOf, wordKeyOf } from '../word-records';
import { duplicateIndexesOf, withConflictAs } from './mongo-errors';
import type { WordDocument } from './word-model';
import type { Clock } from '../../clock';

/** Keeps each $in query and insertMany call to a size the server handles comfortably. */
const BATCH_SIZE = 1000;

/** Whoever may see a word in a search: everyone once it is approved, its author always. */
function visibleTo(viewerId: string) {
  return { $or: [{ status: 'approved' as const }, { createdBy: viewerId }] };
}

function toWord(document: WordDocument): StoredWord {
  // The play counts stay off the word, as in the embedded driver (word-model.ts WordPlayFields).
  const {
    _id,
    wordKey: _wordKey,
    calls: _calls,
    calledReal: _calledReal,
    foolRate: _foolRate,
    isRetired: _isRetired,
    isProvenFooler: _isProvenFooler,
    ...rest
  } = document;
  // A document stored before moderation, read before the start-up backfill reached it, is approved.
  return {
    ...rest,
    id: _id,
    status: rest.status ?? 'approved',
    rejectionReason: rest.rejectionReason ?? null,
  };
}

function toDocument(word: StoredWord): WordDocument {
  const { id, ...rest } = word;
  return { ...rest, _id: id, wordKey: wordKeyOf(word.word) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const NEWEST = { createdAt: -1, wordKey: 1, _id: 1 } as const;

/** The embedded driver's orders (word-list-statements.ts), each ending newest first. */
const SORTS: Record<WordListOrder, Record<string, 1 | -1>> = {
  newest: NEWEST,
  oldest: { createdAt: 1, wordKey: 1, _id: 1 },
  'fool-rate-high': { foolRate: -1, ...NEWEST },
  'fool-rate-low': { foolRate: 1, ...NEWEST },
  'calls-high': { calls: -1, ...NEWEST },
  'calls-low': { calls: 1, ...NEWEST },
};

function listFilterOf(query: WordListQuery) {
  const search = query.search === undefined ? '' : wordKeyOf(query.search);
  const foolRate = {
    ...(query.minFoolRate !== undefined ? { $gte: query.minFoolRate } : {}),
    ...(query.maxFoolRate !== undefined ? { $lte: query.maxFoolRate } : {}),
  };
  return {
    ...(query.language !== undefined ? { language: query.language } : {}),
    // wordKey is lowercased, so a plain substring regex is the case-insensitive search.
    ...(search !== '' ? { wordKey: { $regex: escapeRegExp(search) } } : {}),
    ...(query.status !== undefined ? { status: query.status } : {}),
    ...(query.createdBy !== undefined ? { createdBy: query.createdBy } : {}),
    ...(query.minCalls !== undefined && query.minCalls > 0 ? { calls: { $gte: query.minCalls } } : {}),
    ...(Object.keys(foolRate).length > 0 ? { foolRate } : {}),
    ...(query.retired === 'only' ? { isRetired: true } : {}),
    ...(query.retired === 'exclude' ? { isRetired: { $ne: true } } : {}),
  } as { foolRate?: Record<string, number> } & Record<string, unknown>;
}

/**
 * Only approved words join the public pool (docs/design.md decision 13), and retired ones leave it.
 * $sample after $match sorts the matched words randomly, so it does not repeat; callers dedupe anyway, since
 * $sample's other (cursor) path may return a document twice.
 */
function samplePipeline(query: WordSampleQuery): PipelineStage[] {
  const excludeIds = query.excludeIds ?? [];
  const match = {
    language: query.language,
    status: 'approved' as const,
    isRetired: { $ne: true },
    ...(query.provenFoolersOnly === true ? { isProvenFooler: true } : {}),
    ...(excludeIds.length > 0 ? { _id: { $nin: excludeIds } } : {}),
  };
  return [{ $match: match }, { $sample: { size: query.count } }];
}

export class MongoWordRepository implements WordRepository {
  constructor(
    private readonly model: Model<WordDocument>,
    private readonly clock: Clock,
  ) {}

  async create(input: NewWord): Promise<StoredWord> {
    const word = toStoredWord(input, randomUUID(), new Date(this.clock.now()));
    await withConflictAs(
      () => `the ${word.language} ${word.wordClass} "${word.word}" already exists`,
      () => this.model.create(toDocument(word)),
    );
    return word;
  }

  async createMany(inputs: NewWord[]): Promise<{ created: StoredWord[]; duplicates: NewWord[] }> {
    const created: StoredWord[] = [];
    const duplicates: NewWord[] = [];
    const seen = new Set<string>();
    const now = new Date(this.clock.now());
    // One unordered insert per batch, no read first: the unique key refuses what the store holds already,
    // and the batch's own repeats never leave this process. Both come back in the order they were given.
    for (let start = 0; start < inputs.length; start += BATCH_SIZE) {
      const batch = inputs.slice(start, start + BATCH_SIZE);
      const outcomes: (StoredWord | null)[] = batch.map(() => null);
      const candidates: { index: number; word: StoredWord }[] = [];
      batch.forEach((input, index) => {
        const key = uniqueKeyOf(input);
        if (seen.has(key)) return;
        seen.add(key);
        const word = toStoredWord(input, randomUUID(), now);
        outcomes[index] = word;
        candidates.push({ index, word });
      });
      const failed = await this.insertUnordered(candidates.map(({ word }) => toDocument(word)));
      for (const position of failed) outcomes[candidates[position]!.index] = null;
      batch.forEach((input, index) => {
        const word = outcomes[index];
        if (word) created.push(word);
        else duplicates.push(input);
      });
    }
    return { created, duplicates };
  }

  async findById(id: string): Promise<StoredWord | null> {
    const document = await this.model.findById(id).lean<WordDocument>();
    return document ? toWord(document) : null;
  }

  async findByIds(ids: string[]): Promise<StoredWord[]> {
    if (ids.length === 0) return [];
    const documents = await this.model.find({ _id: { $in: ids } }).lean<WordDocument[]>();
    const found = new Map(documents.map((document) => [document._id, toWord(document)]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  async sample(query: WordSampleQuery): Promise<StoredWord[]> {
    if (query.count <= 0) return [];
    const documents = await this.model.aggregate<WordDocument>(samplePipeline(query));
    const unique = new Map(documents.map((document) => [document._id, toWord(document)]));
    return [...unique.values()];
  }

  async sampleIds(query: WordSampleQuery): Promise<string[]> {
    if (query.count <= 0) return [];
    const documents = await this.model.aggregate<{ _id: string }>([
      ...samplePipeline(query),
      { $project: { _id: 1 } },
    ]);
    return [...new Set(documents.map((document) => document._id))];
  }

  async list(query: WordListQuery): Promise<{ words: StoredWord[]; total: number }> {
    const filter = listFilterOf(query);
    const order = query.order ?? 'newest';
    if (order !== 'fool-rate-high' && order !== 'fool-rate-low') {
      const [documents, total] = await Promise.all([
        this.page(filter, order, query.offset, query.limit),
        this.model.countDocuments(filter),
      ]);
      return { words: documents.map(toWord), total };
    }
    // MongoDB sorts a missing fool rate as the lowest; words never called come last either way, so they
    // are paged after the rated ones (both drivers list alike).
    const rated = { ...filter, foolRate: { ...filter.foolRate, $ne: null } };
    const hasRateBounds = query.minFoolRate !== undefined || query.maxFoolRate !== undefined;
    const unrated = { ...filter, foolRate: null };
    const [ratedTotal, unratedTotal] = await Promise.all([
      this.model.countDocuments(rated),
      hasRateBounds ? 0 : this.model.countDocuments(unrated),
    ]);
    const ratedPage =
      query.offset < ratedTotal ? await this.page(rated, order, query.offset, query.limit) : [];
    const left = query.limit - ratedPage.length;
    const unratedPage =
      left > 0 && unratedTotal > 0
        ? await this.page(unrated, 'newest', Math.max(0, query.offset - ratedTotal), left)
        : [];
    return { words: [...ratedPage, ...unratedPage].map(toWord), total: ratedTotal + unratedTotal };
  }

  private page(filter: object, order: WordListOrder, offset: number, limit: number): Promise<WordDocument[]> {
    return this.model.find(filter).sort(SORTS[order]).skip(offset).limit(limit).lean<WordDocument[]>();
  }

  async findByKey(key: Pick<StoredWord, 'word' | 'language' | 'wordClass'>): Promise<StoredWord | null> {
    const document = await this.model
      .findOne({ wordKey: wordKeyOf(key.word), language: key.language, wordClass: key.wordClass })
      .lean<WordDocument>();
    return document ? toWord(document) : null;
  }

  async search(search: WordSearch): Promise<StoredWord[]> {
    const text = escapeRegExp(wordKeyOf(search.text));
    const base = {
      ...visibleTo(search.viewerId),
      ...(search.language !== undefined ? { language: search.language } : {}),
    };
    // Both in the order of the unique key's index, which also answers the anchored prefix regex.
    const alphabetical = { wordKey: 1, language: 1, wordClass: 1 } as const;
    const starting = await this.model
      .find({ ...base, wordKey: { $regex: `^${text}` } })
      .sort(alphabetical)
      .limit(search.limit)
      .lean<WordDocument[]>();
    // A blank text is a prefix of every word: the first query found all there is to find.
    if (starting.length >= search.limit || text === '') return starting.map(toWord);
    const containing = await this.model
      .find({ ...base, wordKey: { $regex: text, $not: new RegExp(`^${text}`) } })
      .sort(alphabetical)
      .limit(search.limit - starting.length)
      .lean<WordDocument[]>();
    return [...starting, ...containing].map(toWord);
  }

  async review(id: string, review: WordReview): Promise<StoredWord | null> {
    const rejectionReason = review.status === 'rejected' ? review.reason : null;
    const document = await this.model
      .findOneAndUpdate(
        { _id: id },
        { $set: { status: review.status, rejectionReason } },
        { returnDocument: 'after' },
      )
      .lean<WordDocument>();
    return document ? toWord(document) : null;
  }

  async count(query?: { language?: Language }): Promise<number> {
    return this.model.countDocuments(query?.language !== undefined ? { language: query.language } : {});
  }

  async wordsOf(language: Language): Promise<string[]> {
    return this.model.distinct('wordKey', { language });
  }

  /**
   * Inserts what it can; returns the indexes that hit the unique key (stored already, or a concurrent insert
   * won the race). Each document gets the schema's defaults and casts, but not mongoose's validators (most of
   * the cost of a large batch: its words were checked where they came in, the bank file or the API).
   */
  private async insertUnordered(documents: WordDocument[]): Promise<Set<number>> {
    if (documents.length === 0) return new Set();
    try {
      const casted = documents.map((document) => new this.model(document).toObject());
      await this.model.insertMany(casted, { ordered: false, lean: true });
      return new Set();
    } catch (error) {
      const failed = duplicateIndexesOf(error);
      if (failed === null) throw error;
      return failed;
    }
  }
}
