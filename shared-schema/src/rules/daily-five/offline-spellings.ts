// The words of the built-in offline lists (shared-schema/src/fallback-words.ts), lowercased. Those lists ship in
// the public JS bundle WITH their truth, so a daily five holding one of them would be answered from the
// bundle. A web test (web/src/daily-five/offline-spellings.test.ts) fails when the two lists drift apart.

export const OFFLINE_WORD_SPELLINGS: readonly string[] = [
  // The daily list (docs/product.md §9: 10 words).
  'galumph',
  'thizbole',
  'crepuscular',
  'flicid',
  'druthers',
  'loquirmal',
  'miasma',
  'ictural',
  'euphonious',
  'vexley',
  // The challenge list (docs/product.md §9: 5 words).
  'ignominy',
  'apocate',
  'efface',
  'sulance',
  'punctilious',
];

const OFFLINE_SET: ReadonlySet<string> = new Set(OFFLINE_WORD_SPELLINGS);

/** Whether `word` is one of the offline words, compared trimmed and lowercased. */
export function isOfflineWord(word: string): boolean {
  return OFFLINE_SET.has(word.trim().toLowerCase());
}
