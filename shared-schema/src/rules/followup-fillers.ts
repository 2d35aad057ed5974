// Filler lists for padding follow-up options to four (docs/product.md §5 Options). Kept apart from the option
// builder so the word lists can grow without touching the rule.

/** Generic but plausible dictionary definitions, used as wrong options for a real word. */
export const FILLER_DEFINITIONS: readonly string[] = [
  'A small decorative object kept on a mantelpiece',
  'To move slowly and without purpose',
  'A sudden feeling of mild embarrassment',
  'Relating to the study of ancient pottery',
  'A narrow passage between two buildings',
  'To speak in a low, indistinct voice',
  'Having a pleasant, slightly sweet smell',
  'A person who collects old maps',
  'The soft layer beneath the bark of a tree',
  'To arrange things in a neat row',
  'Lacking energy or enthusiasm',
  'A traditional song sung while working',
  'A brief period of unusually warm weather',
  'To repair something in a hurried way',
];

/**
 * Real, uncommon English words. Not used to pad a fake word's options: see FILLER_FAKE_WORDS. They stay
 * available for callers that need believable real words (local fallback lists, examples, tests).
 */
export const FILLER_REAL_WORDS: readonly string[] = [
  'petrichor',
  'susurrus',
  'defenestrate',
  'callipygian',
  'borborygmus',
  'sesquipedalian',
  'lugubrious',
  'crepuscular',
  'flibbertigibbet',
  'absquatulate',
  'cattywampus',
  'snollygoster',
  'widdershins',
  'kerfuffle',
];

/**
 * Invented words found in no dictionary, used to pad a fake word's options. A fake word's follow-up asks
 * 'Which of these is a real word?' and exactly one option (wordsReal) must be real; padding with real words
 * would add a second right answer that the judge marks wrong, so the padding has to be invented too.
 */
export const FILLER_FAKE_WORDS: readonly string[] = [
  'florptious',
  'grindlewick',
  'snarvelous',
  'quibbledorf',
  'plumtrinket',
  'wobbleskance',
  'blusterine',
  'crumplewort',
  'drizzlemonk',
  'fandangulous',
  'glimmerwhack',
  'zorblefritz',
  'snickerpane',
  'mottlegrue',
];
