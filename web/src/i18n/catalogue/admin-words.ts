import {
  ADMIN_WORD_MESSAGES,
  CSV_MAX_ROWS,
  CSV_UPLOAD_MAX_BYTES,
  GENERATE_MAX_COUNT,
  GENERATE_MIN_COUNT,
  type AdminWordRetiredFilter,
  type AdminWordSort,
  type WordSource,
} from '@bluffle/shared-schema';
import type { MessagesOf } from './messages-of';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The admin panel's word tools (docs/product.md §2 Admin panel, §8 Admin): generate, CSV upload, the word database. */
export const adminWordsEnglish = {
  // Word generation.
  generateTitle: 'Generate words',
  countLabel: `Number of words (${GENERATE_MIN_COUNT} to ${GENERATE_MAX_COUNT})`,
  generating: 'Generating Words...',
  /** The first Generate after a quiet spell waits while the server loads the word generator. */
  generatorWarmingUp: 'Warming up the word generator…',
  generate: 'Generate Words',
  generateHelp: {
    perGeneration: `Makes ${GENERATE_MIN_COUNT} to ${GENERATE_MAX_COUNT} words per generation, each with a definition, a usage example, a word class and a difficulty.`,
    halfReal: 'About half are real dictionary words and half are invented fakes.',
    explanations: 'Fake words come with an explanation of how they were made.',
    duplicates: 'Words already in the database are skipped and listed as duplicates.',
    languages: 'English and Filipino can be generated; Latin words come in by CSV upload.',
    firstGeneration:
      'The first generation after a server start takes a few seconds while the generator loads.',
  },
  // docs/product.md §8 Admin: the success toast lists the new words and the skipped duplicates.
  noneAdded: 'No new words were added.',
  added: (p: { count: number; words: string }) =>
    `Added ${plural(p.count, 'new word', 'new words')}: ${p.words}.`,
  skippedDuplicates: (p: { count: number; words: string }) =>
    `Skipped ${plural(p.count, 'duplicate', 'duplicates')}: ${p.words}.`,
  generateFailed: 'Failed to generate words. Please try again.',
  // The server's own words for what the page checks before sending.
  countOutOfRange: ADMIN_WORD_MESSAGES.countOutOfRange as string,

  // CSV upload.
  csvTitle: 'Upload words from a CSV file',
  csvNote: (p: { columns: string; required: string }) =>
    `Columns: ${p.columns}. Required: ${p.required}. At most ${CSV_MAX_ROWS} rows; put values with commas in double quotes.`,
  csvFileLabel: 'CSV file',
  uploading: 'Uploading...',
  upload: 'Upload CSV',
  uploadProgress: 'Uploading and checking your file…',
  totalProcessed: 'Total processed:',
  created: 'Created:',
  skipped: 'Skipped duplicates:',
  csvErrorsTitle: (p: { count: number }) => `Errors (${p.count})`,
  uploadComplete: (p: { created: number; skipped: number }) =>
    `Upload complete! Created: ${p.created}, Skipped: ${p.skipped}`,
  uploadFailed: 'Failed to upload CSV',
  fileUnreadable: 'Failed to upload CSV file',
  csvRequired: ADMIN_WORD_MESSAGES.csvRequired as string,
  csvTooLarge: ADMIN_WORD_MESSAGES.csvTooLarge as string,

  // The word database.
  databaseTitle: 'Word database',
  searchLabel: 'Search words',
  allLanguages: 'All languages',
  loadingWords: 'Loading words…',
  noWords: 'No words found. Generate some words to get started!',
  loadFailed: 'Failed to load words',
  pagesLabel: 'Word pages',
  previous: 'Previous',
  next: 'Next',
  pageLabel: (p: { page: number }) => `Page ${p.page}`,
  /** docs/product.md §2: 'a title showing the range of the total'. */
  range: (p: { first: number; last: number; total: number }) => `Showing ${p.first}–${p.last} of ${p.total}`,
  rangeEmpty: (p: { total: number }) => `Showing 0 of ${p.total}`,
  // How players called the words: the order and the filters.
  sortLabel: 'Order',
  sorts: {
    newest: 'Newest first',
    'fool-rate-high': 'Fools the most players',
    'fool-rate-low': 'Fools the fewest players',
    'calls-high': 'Most calls',
    'calls-low': 'Fewest calls',
  } satisfies Record<AdminWordSort, string>,
  minCallsLabel: 'At least this many calls',
  minFoolRateLabel: 'Fool rate from (%)',
  maxFoolRateLabel: 'Fool rate up to (%)',
  retiredLabel: 'Retired words',
  retiredFilters: {
    any: 'Shown with the others',
    only: 'Only retired words',
    exclude: 'Left out',
  } satisfies Record<AdminWordRetiredFilter, string>,

  // A word card (docs/product.md §2).
  truth: { real: 'Real', fake: 'Fake' },
  definition: 'Definition:',
  usage: 'Usage:',
  explanation: 'Explanation:',
  category: 'Category',
  wordClass: 'Class',
  language: 'Language',
  source: 'Source',
  sources: { seed: 'seed', generated: 'generated', csv: 'csv', wordsmith: 'wordsmith' } satisfies Record<
    WordSource,
    string
  >,
  followups: 'Follow-up options',
  provenance: 'How it was made',
  // How players called the word.
  calls: 'Calls',
  foolRate: 'Fool rate',
  foolRateValue: (p: { percent: number }) => `${p.percent}%`,
  notCalled: 'not called yet',
  gradedFromPlay: 'graded from play',
  retired: 'Retired: almost nobody is fooled, so it is out of play',
};

export const adminWordsFilipino: MessagesOf<typeof adminWordsEnglish> = {
  generateTitle: 'Gumawa ng mga salita',
  countLabel: `Bilang ng salita (${GENERATE_MIN_COUNT} hanggang ${GENERATE_MAX_COUNT})`,
  generating: 'Gumagawa ng mga Salita...',
  generatorWarmingUp: 'Inihahanda ang tagagawa ng salita…',
  generate: 'Gumawa ng mga Salita',
  generateHelp: {
    perGeneration: `Gumagawa ng ${GENERATE_MIN_COUNT} hanggang ${GENERATE_MAX_COUNT} salita bawat generation, bawat isa may kahulugan, halimbawang pangungusap, bahagi ng pananalita at antas ng hirap.`,
    halfReal: 'Mga kalahati ay totoong salita mula sa diksiyonaryo at ang kalahati ay imbentong peke.',
    explanations: 'May kasamang paliwanag ang mga pekeng salita kung paano ginawa ang mga ito.',
    duplicates: 'Nilalaktawan ang mga salitang nasa database na, at inililista bilang doble.',
    languages:
      'Puwedeng gumawa ng mga salitang Ingles at Filipino; idinadagdag ang mga salitang Latin sa pamamagitan ng CSV upload.',
    firstGeneration:
      'Ilang segundo ang unang generation pagkatapos mag-start ng server, habang nilo-load ang generator.',
  },
  noneAdded: 'Walang bagong salitang naidagdag.',
  added: (p) => `Nagdagdag ng ${p.count} bagong salita: ${p.words}.`,
  skippedDuplicates: (p) => `Nilaktawan ang ${p.count} doble: ${p.words}.`,
  generateFailed: 'Hindi nakagawa ng mga salita. Subukan ulit.',
  countOutOfRange: `Maglagay ng numero mula ${GENERATE_MIN_COUNT} hanggang ${GENERATE_MAX_COUNT}`,

  csvTitle: 'Mag-upload ng mga salita mula sa CSV file',
  csvNote: (p) =>
    `Mga column: ${p.columns}. Kailangan: ${p.required}. Hanggang ${CSV_MAX_ROWS} row; ilagay sa double quotes ang mga value na may kuwit.`,
  csvFileLabel: 'CSV file',
  uploading: 'Nag-a-upload...',
  upload: 'I-upload ang CSV',
  uploadProgress: 'Ina-upload at sinusuri ang file mo…',
  totalProcessed: 'Kabuuang naproseso:',
  created: 'Nagawa:',
  skipped: 'Nilaktawang doble:',
  csvErrorsTitle: (p) => `Mga mali (${p.count})`,
  uploadComplete: (p) => `Tapos na ang upload! Nagawa: ${p.created}, Nilaktawan: ${p.skipped}`,
  uploadFailed: 'Hindi na-upload ang CSV',
  fileUnreadable: 'Hindi mabasa ang CSV file',
  csvRequired: 'Pumili ng CSV file',
  csvTooLarge: `Masyadong malaki ang CSV file na ito: hanggang ${CSV_UPLOAD_MAX_BYTES / 1024 / 1024} MB (${CSV_MAX_ROWS} row) lang ang isang upload. Hatiin ito sa mas maliliit na file.`,

  databaseTitle: 'Database ng mga salita',
  searchLabel: 'Hanapin ang salita',
  allLanguages: 'Lahat ng wika',
  loadingWords: 'Nilo-load ang mga salita…',
  noWords: 'Walang nakitang salita. Gumawa ng ilang salita para makapagsimula!',
  loadFailed: 'Hindi ma-load ang mga salita',
  pagesLabel: 'Mga pahina ng salita',
  previous: 'Nakaraan',
  next: 'Susunod',
  pageLabel: (p) => `Pahina ${p.page}`,
  range: (p) => `Ipinapakita ang ${p.first}–${p.last} sa ${p.total}`,
  rangeEmpty: (p) => `Ipinapakita ang 0 sa ${p.total}`,
  sortLabel: 'Ayos',
  sorts: {
    newest: 'Pinakabago muna',
    'fool-rate-high': 'Pinakamaraming nalokong manlalaro',
    'fool-rate-low': 'Pinakakaunting nalokong manlalaro',
    'calls-high': 'Pinakamaraming hula',
    'calls-low': 'Pinakakaunting hula',
  },
  minCallsLabel: 'Hindi bababa sa ganitong dami ng hula',
  minFoolRateLabel: 'Fool rate mula (%)',
  maxFoolRateLabel: 'Fool rate hanggang (%)',
  retiredLabel: 'Mga salitang retirado',
  retiredFilters: {
    any: 'Kasama ng iba',
    only: 'Retirado lang',
    exclude: 'Hindi kasama',
  },

  truth: { real: 'Totoo', fake: 'Peke' },
  definition: 'Kahulugan:',
  usage: 'Halimbawa:',
  explanation: 'Paliwanag:',
  category: 'Kategorya',
  wordClass: 'Bahagi ng pananalita',
  language: 'Wika',
  source: 'Pinagmulan',
  sources: {
    seed: 'paunang listahan',
    generated: 'gawa ng generator',
    csv: 'CSV upload',
    wordsmith: 'gawa ng wordsmith',
  },
  followups: 'Mga pagpipilian sa follow-up',
  provenance: 'Paano ito ginawa',
  calls: 'Mga hula',
  foolRate: 'Fool rate',
  foolRateValue: (p) => `${p.percent}%`,
  notCalled: 'wala pang humula',
  gradedFromPlay: 'batay sa laro',
  retired: 'Retirado: halos walang naloloko, kaya wala na sa laro',
};
