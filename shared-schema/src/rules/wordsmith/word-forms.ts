import type { Language, WordClass } from '../../word';

// Where a word shows up in a sentence, for the word pipeline (a fake borrows a donor's sentence) and for the
// wordsmith's Validate (the usage must use the word, the definition must not give it away).

/** Regular inflection endings we accept as "the word itself" in a usage sentence. */
const INFLECTIONS = ['', 's', 'es', 'd', 'ed', 'ing', 'er', 'est'] as const;

/** Forms of a word made by regular English inflection: e-drop, y -> i, doubled final consonant. */
export function inflectedForms(word: string): Set<string> {
  const forms = new Set<string>();
  for (const ending of INFLECTIONS) forms.add(word + ending);
  if (word.endsWith('e')) {
    for (const ending of ['ing', 'ed', 'er', 'est']) forms.add(word.slice(0, -1) + ending);
  }
  if (/[^aeiou]y$/.test(word)) {
    for (const ending of ['ies', 'ied', 'ier', 'iest']) forms.add(word.slice(0, -1) + ending);
  }
  if (/[^aeiou][aeiou][bdgklmnprtv]$/.test(word)) {
    const last = word.at(-1) as string;
    for (const ending of ['ed', 'ing', 'er', 'est']) forms.add(word + last + ending);
  }
  return forms;
}

/** A noun's plural or a verb's third person: -es after a hissing end (happiness -> happinesses), y -> ies. */
export function sForm(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
}

/** A verb's past: -d after e, y -> ied, a one-syllable word's last consonant doubled (stop -> stopped). */
export function edForm(word: string): string {
  if (word.endsWith('e')) return `${word}d`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ied`;
  if (/^[^aeiou]*[aeiou][bdgklmnprtv]$/.test(word)) return `${word}${word.at(-1) as string}ed`;
  return `${word}ed`;
}

/**
 * Regular forms of an English word of this class, to show a wordsmith what a usage may say: a noun's plural,
 * a verb's -s and -ed; none for other classes, whose regular endings would often make no word at all.
 */
export function exampleForms(word: string, wordClass: WordClass): string[] {
  if (wordClass === 'noun') return [sForm(word)];
  return wordClass === 'verb' ? [sForm(word), edForm(word)] : [];
}

export interface WordOccurrence {
  start: number;
  /** The form as written in the sentence (case kept). */
  text: string;
}

/** Where a word (or one of its regular inflections) first occurs as a whole token, case-insensitively. */
export function findWordForm(sentence: string, word: string): WordOccurrence | undefined {
  const forms = inflectedForms(word.toLowerCase());
  for (const match of sentence.matchAll(/[A-Za-z]+/g)) {
    if (forms.has(match[0].toLowerCase())) return { start: match.index, text: match[0] };
  }
  return undefined;
}

const LETTERS = /\p{L}+/gu;
/** Shorter words are only found whole: inside other words they would match by chance. */
const MIN_AFFIXED_LENGTH = 3;

/**
 * A Tagalog form one step nearer its root: the infix -um-/-in- after the first consonant (kumain -> kain) or a
 * doubled first syllable (kakain -> kain) taken out. Enough to find a root in a sentence; not a parser.
 */
function tagalogStems(token: string): string[] {
  const stems: string[] = [];
  const infixed = /^([^aeiou]{1,2})(um|in)([aeiou].+)$/.exec(token);
  if (infixed) stems.push(`${infixed[1]}${infixed[3]}`);
  const doubled = /^([^aeiou]{0,2}[aeiou])\1(.+)$/.exec(token);
  if (doubled) stems.push(`${doubled[1]}${doubled[2]}`);
  return stems;
}

/** The token and what it could be once an infix or a doubled syllable is taken out (twice at most). */
function tagalogForms(token: string): string[] {
  const forms = [token];
  for (let step = 0; step < 2; step += 1) {
    for (const form of [...forms])
      for (const stem of tagalogStems(form)) if (!forms.includes(stem)) forms.push(stem);
  }
  return forms;
}

/** Case-insensitive search for `phrase` with no letter right before or after it. */
function containsPhrase(text: string, phrase: string): boolean {
  const lowerText = text.toLowerCase();
  const lowerPhrase = phrase.toLowerCase();
  for (let at = lowerText.indexOf(lowerPhrase); at >= 0; at = lowerText.indexOf(lowerPhrase, at + 1)) {
    const before = lowerText.slice(0, at);
    const after = lowerText.slice(at + lowerPhrase.length);
    if (!/\p{L}$/u.test(before) && !/^\p{L}/u.test(after)) return true;
  }
  return false;
}

/**
 * Whether `text` uses `word` (docs/product.md §2 usage example; the wordsmith's Validate): the word itself as a whole word, or
 * an inflection of it. English inflects by regular endings (findWordForm); Filipino by affixes (nagtampo,
 * tampuhan, kumain for kain) and Latin by endings, so for them any word that contains it counts, Tagalog
 * infixes and doubled syllables taken out. A word of several parts (mag-aral, tour de force) is searched as
 * written.
 */
export function textShowsWord(text: string, word: string, language: Language): boolean {
  const lowerWord = word.trim().toLowerCase();
  if (lowerWord === '') return false;
  if (!/^\p{L}+$/u.test(lowerWord)) return containsPhrase(text, lowerWord);
  if (language === 'english') {
    if (/^[a-z]+$/.test(lowerWord)) return findWordForm(text, lowerWord) !== undefined;
    return containsPhrase(text, lowerWord);
  }
  // A word of one or two letters would be found inside almost any sentence: it must stand as a whole word.
  if (lowerWord.length < MIN_AFFIXED_LENGTH) return containsPhrase(text, lowerWord);
  for (const match of text.toLowerCase().matchAll(LETTERS)) {
    const forms = language === 'filipino' ? tagalogForms(match[0]) : [match[0]];
    if (forms.some((form) => form.includes(lowerWord))) return true;
  }
  return false;
}
