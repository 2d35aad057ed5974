import { z } from 'zod';
import { languageSchema, type Language, type Word } from '../word';
import { queryInt } from './common';
import type { WordPlayCounts, WordStatus } from './wordsmith';

// The admin's word tools (docs/product.md §2 Admin panel, §3 Generate response / CSV upload result / CSV columns, §5
// Generate words and CSV upload, §7 admin rows). Admins only, checked on the server; these views carry the
// truth and the provenance, which never reach players.

/** docs/product.md §5 Generate words and docs/design.md (gaps closed): 1 to 20 per request, 10 when the count is not a number. */
export const GENERATE_MIN_COUNT = 1;
export const GENERATE_MAX_COUNT = 20;
export const GENERATE_DEFAULT_COUNT = 10;

/**
 * The languages the word generator makes. Latin is not among them: its dictionary data's licence does not
 * allow shipping it, so Latin words come in by CSV upload.
 */
export const GENERATED_LANGUAGES = ['english', 'filipino'] as const satisfies readonly Language[];

/** docs/product.md §5 CSV upload: at most this many data rows per file. */
export const CSV_MAX_ROWS = 2000;
/**
 * The largest upload body: 2,000 rows with every column filled to its longest (about 4 KB a row, see
 * CSV_FIELD_MAX_LENGTHS) plus JSON escaping. The server's default JSON limit is far smaller.
 */
export const CSV_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** docs/product.md §3 CSV columns, in the spec's order. */
export const CSV_COLUMNS = [
  'word',
  'definition',
  'usage',
  'is_real',
  'difficulty',
  'category',
  'explanation',
  'language',
  'word_class',
  'definition_correct',
  'definition_fake1',
  'definition_fake2',
  'definition_fake3',
  'words_real',
  'words_fake1',
  'words_fake2',
  'words_fake3',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** docs/product.md §5 CSV upload: a file without one of these is refused, naming the missing ones. */
export const CSV_REQUIRED_COLUMNS = [
  'word',
  'definition',
  'usage',
  'is_real',
  'difficulty',
  'category',
  'language',
  'word_class',
] as const satisfies readonly CsvColumn[];

const SHORT_TEXT = 64;
const LONG_TEXT = 500;
/** The longest value each column takes; a longer one makes its row an error row. */
export const CSV_FIELD_MAX_LENGTHS: Record<CsvColumn, number> = {
  word: SHORT_TEXT,
  definition: LONG_TEXT,
  usage: LONG_TEXT,
  is_real: 5,
  difficulty: 6,
  category: SHORT_TEXT,
  explanation: LONG_TEXT,
  language: 8,
  word_class: 12,
  definition_correct: LONG_TEXT,
  definition_fake1: LONG_TEXT,
  definition_fake2: LONG_TEXT,
  definition_fake3: LONG_TEXT,
  words_real: SHORT_TEXT,
  words_fake1: SHORT_TEXT,
  words_fake2: SHORT_TEXT,
  words_fake3: SHORT_TEXT,
};

/** docs/product.md §9 Words administration: the list's page size; tools may ask for up to 100 at once. */
export const ADMIN_WORDS_PAGE_SIZE = 10;
export const ADMIN_WORDS_MAX_LIMIT = 100;

/** The server's messages for the admin word tools (docs/product.md §5 where it words them). */
export const ADMIN_WORD_MESSAGES = {
  countOutOfRange: `Please enter a number between ${GENERATE_MIN_COUNT} and ${GENERATE_MAX_COUNT}`,
  latinNotGenerated:
    'Latin words cannot be generated on this server: the licence of its dictionary data does not allow shipping it. Add Latin words by CSV upload instead.',
  generatorFailed: 'The word generator failed. Please try again; if it keeps failing, check the server log.',
  csvRequired: 'Please select a CSV file',
  csvEmpty: 'CSV file is empty',
  csvTooShort: 'CSV file must have at least a header row and one data row',
  csvNotText:
    'This file is not a CSV text file (it holds binary data). Save it as CSV (UTF-8) and upload it again.',
  csvTooLarge: `This CSV file is too large: an upload takes at most ${CSV_UPLOAD_MAX_BYTES / 1024 / 1024} MB (${CSV_MAX_ROWS} rows). Split it into smaller files.`,
} as const;

export function csvTooManyRowsMessage(rowCount: number): string {
  return `CSV file has ${rowCount} data rows: at most ${CSV_MAX_ROWS} rows are allowed per upload. Split it into smaller files.`;
}

export function csvMissingColumnsMessage(missing: readonly string[]): string {
  return `CSV file is missing required columns: ${missing.join(', ')}`;
}

/** How a stored word came to be. */
export const WORD_SOURCES = ['seed', 'generated', 'csv', 'wordsmith'] as const;
export type WordSource = (typeof WORD_SOURCES)[number];

/** A word as the admin sees it (docs/product.md §2 word card): everything, the truth and how it was made included. */
export interface AdminWordView extends Word {
  source: WordSource;
  createdBy: string | null;
  /** Moderation: contributed words wait for an admin; every other word is approved. */
  status: WordStatus;
  rejectionReason: string | null;
  /** How the generator made it (its sources and steps), for the admin's eyes only. */
  provenance?: string;
  /** How players have called it (: the bank learns from play). */
  plays: AdminWordPlays;
}

/** A word's phase-one calls and what they make of it (shared-schema rules/word-play). */
export interface AdminWordPlays extends WordPlayCounts {
  /** null until the word has been called. */
  foolRate: number | null;
  /** Enough calls for the fool rate (and the difficulty graded from it) to stand (PROVEN_CALLS). */
  isProven: boolean;
  /** Proven, and almost nobody is fooled: out of the play pool. */
  isRetired: boolean;
}

const payloadUserId = z.string({ error: 'userId must be text' }).max(160, 'userId is too long').nullish();

/**
 * docs/product.md §5: a count that is not a number (absent, blank, text) falls back to 10, as the spec's client did with
 * parseInt; a number outside 1 to 20, or not whole, is refused (undefined). Objects and booleans are refused
 * too: they are no typed count.
 */
export function generateCountOf(value: unknown): number | undefined {
  let count = value;
  if (value === undefined || value === null) count = GENERATE_DEFAULT_COUNT;
  else if (typeof value === 'string') {
    const number = Number(value.trim());
    count = value.trim() === '' || Number.isNaN(number) ? GENERATE_DEFAULT_COUNT : number;
  }
  if (typeof count !== 'number') return undefined;
  if (Number.isNaN(count)) return GENERATE_DEFAULT_COUNT;
  const isInRange = Number.isInteger(count) && count >= GENERATE_MIN_COUNT && count <= GENERATE_MAX_COUNT;
  return isInRange ? count : undefined;
}

// ---- POST /api/admin/words/generate --------------------------------------------------------------
export const generateWordsBodySchema = z
  .object({
    count: z.unknown().optional(),
    language: languageSchema.default('english'),
    /** The spec's client sends it; it must be the signed-in admin (docs/design.md decision 5). */
    userId: payloadUserId,
  })
  // The spec's message as it is, not prefixed with the field's name.
  .transform((body, context) => {
    const count = generateCountOf(body.count);
    if (count === undefined) {
      context.addIssue({ code: 'custom', message: ADMIN_WORD_MESSAGES.countOutOfRange });
      return z.NEVER;
    }
    return { ...body, count };
  });
export type GenerateWordsBody = z.output<typeof generateWordsBodySchema>;

export interface GenerateWordsResponse {
  /** The words stored by this request. */
  words: AdminWordView[];
  duplicatesSkipped: number;
  /** The generated words that were already in the store, skipped. */
  duplicateWords: string[];
}

// ---- POST /api/words/upload-csv -------------------------------------------------------------------
/** The file's text; its rules (empty, rows, columns) are checked by the server's CSV reader. */
export const csvUploadBodySchema = z
  .object({
    csvText: z.string({ error: 'csvText must be the text of the CSV file' }).optional(),
    userId: payloadUserId,
  })
  // No file at all gets the spec's own words, not a message about a field.
  .transform((body, context) => {
    if (body.csvText === undefined) {
      context.addIssue({ code: 'custom', message: ADMIN_WORD_MESSAGES.csvRequired });
      return z.NEVER;
    }
    return { ...body, csvText: body.csvText };
  });

export interface CsvUploadResult {
  /** Data rows read (stored, skipped as duplicates, or refused with an error). */
  total: number;
  created: number;
  /** Duplicates of a stored word or of an earlier row of the file (same word, language, word class). */
  skipped: number;
  /** One line per refused row, numbered as the file's lines ('Row 7: ...'; the header is row 1). */
  errors: string[];
}

// ---- GET /api/words?limit=10&offset=&search=&language= ---------------------------------------------
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * The word list's orders: newest first (docs/product.md §4), or by fool rate or calls, highest or lowest
 * first. By fool rate, words never called come last either way (they have none).
 */
export const ADMIN_WORD_SORTS = [
  'newest',
  'fool-rate-high',
  'fool-rate-low',
  'calls-high',
  'calls-low',
] as const;
export type AdminWordSort = (typeof ADMIN_WORD_SORTS)[number];

/** Retired words (rules/word-play): listed with the others, alone, or left out. */
export const ADMIN_WORD_RETIRED_FILTERS = ['any', 'only', 'exclude'] as const;
export type AdminWordRetiredFilter = (typeof ADMIN_WORD_RETIRED_FILTERS)[number];

/** A fool rate in a query string: a share from 0 to 1 (0.25 is a quarter of the calls); blank is none. */
function queryFoolRate(name: string) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z
      .number({ error: `${name} must be a number from 0 to 1` })
      .min(0, `${name} must be a number from 0 to 1`)
      .max(1, `${name} must be a number from 0 to 1`)
      .optional(),
  );
}

export const adminWordsQuerySchema = z
  .strictObject({
    limit: queryInt({ min: 1, max: ADMIN_WORDS_MAX_LIMIT, fallback: ADMIN_WORDS_PAGE_SIZE, name: 'limit' }),
    offset: queryInt({ min: 0, max: 1_000_000_000, fallback: 0, name: 'offset' }),
    search: z.preprocess(
      blankAsAbsent,
      z.string({ error: 'search must be text' }).trim().max(64, 'search is at most 64 characters').optional(),
    ),
    /** 'all' (the panel's filter) or blank means every language. */
    language: z.preprocess(
      (value) =>
        typeof value === 'string' && value.trim().toLowerCase() === 'all' ? undefined : blankAsAbsent(value),
      languageSchema.optional(),
    ),
    sort: z.preprocess(
      blankAsAbsent,
      z
        .enum(ADMIN_WORD_SORTS, { error: `sort must be one of ${ADMIN_WORD_SORTS.join(', ')}` })
        .default('newest'),
    ),
    /** Only words called at least this many times (0: every word). */
    minCalls: queryInt({ min: 0, max: 1_000_000_000, fallback: 0, name: 'minCalls' }),
    /** Only words whose fool rate is at least / at most this; a word never called has none and is left out. */
    minFoolRate: queryFoolRate('minFoolRate'),
    maxFoolRate: queryFoolRate('maxFoolRate'),
    retired: z.preprocess(
      blankAsAbsent,
      z
        .enum(ADMIN_WORD_RETIRED_FILTERS, {
          error: `retired must be one of ${ADMIN_WORD_RETIRED_FILTERS.join(', ')}`,
        })
        .default('any'),
    ),
  })
  .refine(
    (query) =>
      query.minFoolRate === undefined ||
      query.maxFoolRate === undefined ||
      query.minFoolRate <= query.maxFoolRate,
    { message: 'minFoolRate must not be above maxFoolRate' },
  );
export type AdminWordsQuery = z.output<typeof adminWordsQuerySchema>;

export interface AdminWordsResponse {
  words: AdminWordView[];
  /** Words matching the search and language, over all pages. */
  total: number;
  limit: number;
  offset: number;
}
