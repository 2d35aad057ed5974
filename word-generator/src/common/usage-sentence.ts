import { findWordForm } from '@bluffle/shared-schema';

// Where a word occurs in a sentence is shared with the wordsmith's Validate, so it lives with the rules.
export { findWordForm };

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
