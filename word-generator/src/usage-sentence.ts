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

export function wordCount(sentence: string): number {
  return sentence.split(/\s+/).filter((token) => /[A-Za-z]/.test(token)).length;
}

/** WordNet examples are lowercase fragments without a full stop; a usage line reads better as a sentence. */
export function toSentence(example: string): string {
  // Some examples start mid-sentence ("...catapulted Einstein to the pinnacle of fame").
  const trimmed = example.trim().replace(/^(\.\.\.|…)\s*/, '');
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Length of the common prefix of two strings. */
function commonPrefixLength(left: string, right: string): number {
  let length = 0;
  while (length < left.length && length < right.length && left[length] === right[length]) length += 1;
  return length;
}

/**
 * The fake's form of a donor's inflected token. Donor and fake share their suffix, so whatever inflection did
 * to the donor's ending (fibrillate -> fibrillated, copacetic -> copacetic) applies to the fake's ending too.
 */
export function inflectLike(donor: string, donorForm: string, fake: string): string {
  const form = donorForm.toLowerCase();
  const keep = commonPrefixLength(donor, form);
  return fake.slice(0, fake.length - (donor.length - keep)) + form.slice(keep);
}

/** `a` or `an` by the first letter (good enough for invented words, which have no silent h). */
function articleFor(word: string, capitalised: boolean): string {
  const article = /^[aeiou]/i.test(word) ? 'an' : 'a';
  return capitalised ? article.charAt(0).toUpperCase() + article.slice(1) : article;
}

/** The donor's example with the donor swapped for the fake: inflection and capitals kept, a/an fixed. */
export function swapWordInSentence(sentence: string, donor: string, fake: string): string | undefined {
  const occurrence = findWordForm(sentence, donor);
  if (!occurrence) return undefined;
  let fakeForm = inflectLike(donor, occurrence.text, fake);
  if (occurrence.text.charAt(0) === occurrence.text.charAt(0).toUpperCase()) {
    fakeForm = fakeForm.charAt(0).toUpperCase() + fakeForm.slice(1);
  }
  let before = sentence.slice(0, occurrence.start);
  const after = sentence.slice(occurrence.start + occurrence.text.length);
  const article = /\b(a|an|A|An)\s+$/.exec(before);
  if (article?.[1]) {
    const isCapitalised = article[1].startsWith('A');
    before =
      before.slice(0, article.index) +
      articleFor(fakeForm, isCapitalised) +
      before.slice(article.index + article[1].length);
  }
  const swapped = before + fakeForm + after;
  // A second occurrence would leak the donor (the prototype's "recturitanic ... or somatic" case).
  return findWordForm(swapped, donor) ? undefined : swapped;
}
