// What every sentence written for a meaning keeps to (a fake's written meaning or a rare real word), so the
// generator can put any word in it: `{w}` once and bare (a noun uninflected, a verb in its base form), the
// article before it as `{a}` (`{A}` opening the sentence) because it depends on the word's spelling, and nothing
// that names or talks about words, which a player reads as a hint ("a kind of lasso", "known as").

const PLACEHOLDER = /\{[^}]*\}/g;
const ALLOWED_PLACEHOLDERS = new Set(['{w}', '{a}', '{A}']);
const MIN_WORDS = 6;
const MAX_WORDS = 28;

/** What breaks the rules in `sentence`, in a few words each; empty when it keeps them all. */
export function writtenSentenceProblems(sentence: string): string[] {
  const problems: string[] = [];
  const places = sentence.match(PLACEHOLDER) ?? [];
  if (places.filter((place) => place === '{w}').length !== 1) problems.push('{w} exactly once');
  if (places.some((place) => !ALLOWED_PLACEHOLDERS.has(place))) problems.push('only {w}, {a} and {A}');
  if (/\b(a|an) \{w\}/i.test(sentence)) problems.push('{a} {w}, not "a/an {w}"');
  if (/\{[aA]\}(?! \{w\})/.test(sentence)) problems.push('{a} only directly before {w}');
  if (sentence.startsWith('{a}') || (sentence.includes('{A}') && !sentence.startsWith('{A} {w}'))) {
    problems.push('{A} opening the sentence, {a} elsewhere');
  }
  if (/\{w\}(s|es|ed|d|ing|'s|er|ly)\b/.test(sentence)) problems.push('{w} without an ending');
  if (!/^[A-Z{]/.test(sentence)) problems.push('a capital first');
  if (!/[.!?]$/.test(sentence)) problems.push('a full stop last');
  if (/["“”]/.test(sentence)) problems.push('no quotation marks');
  const words = sentence.split(/\s+/).length;
  if (words < MIN_WORDS || words > MAX_WORDS) problems.push(`${MIN_WORDS}-${MAX_WORDS} words`);
  if (/\b(called|known as|so-called|the word|this word|term)\b/i.test(sentence))
    problems.push('no talk of words');
  return problems;
}
