import { SENTENCE_KINDS, type SentenceKind } from './category-sentence-table';
import { sentenceFrame } from './sense-sentences';
import { toSentence } from './usage-sentence';
import type { Synset, WordNet } from './wordnet-reader';

// Issue 19, item 2: a usage sentence written for the kind of thing a meaning is (a drug, a garment, a unit of
// money), by the broader meaning WordNet files it under: the sentences are in category-sentence-table.ts.
// They say more than a lexicographer file's template (usage-templates.ts) and, unlike a sibling's lent
// sentence, are true of every meaning of the kind. Real words without their own example and fakes draw them
// at the same rate (english-generator.ts), so the kind of sentence never tells.

export { SENTENCE_KINDS, type SentenceKind };

const KIND_OF = new Map(SENTENCE_KINDS.map((kind) => [kind.synset, kind]));

/** A kind's sentence filled with a word. */
export interface CategorySentence {
  sentence: string;
  /** The sentence without its word (`sentenceFrame`): a batch counts the words each serves. */
  frame: string;
  /** The kind it was written for, named in the word's provenance. */
  kind: SentenceKind;
}

/** The sentences a kind has for a word of this class: a verb's by whether its meaning takes an object. */
function sentencesOfKind(kind: SentenceKind, meaning: Synset): readonly string[] {
  if (meaning.wordClass !== 'verb') return kind.sentences ?? [];
  return (meaning.takesObject ? kind.withObject : kind.withoutObject) ?? [];
}

/** Every broader meaning of `meaning` with sentences of its own, nearest first (breadth first). */
export function kindsOf(meaning: Synset, wordNet: WordNet): SentenceKind[] {
  const kinds: SentenceKind[] = [];
  const seen = new Set<string>([meaning.key]);
  let frontier = [meaning.key];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const key of frontier) {
      for (const broader of wordNet.synsets.get(key)?.hypernyms ?? []) {
        if (seen.has(broader)) continue;
        seen.add(broader);
        next.push(broader);
        const kind = KIND_OF.get(broader);
        if (kind) kinds.push(kind);
      }
    }
    frontier = next;
  }
  return kinds;
}

/** `template` with `word` in it, a/an fixed and capitalised. */
export function fillKindSentence(template: string, word: string): string {
  const filled = template.replaceAll('{a} {w}', `${/^[aeiou]/i.test(word) ? 'an' : 'a'} {w}`);
  return toSentence(filled.replaceAll('{w}', word));
}

/** A noun that reads as a plural ("muniments"): never the subject of "was", "is" or "has". */
const looksPlural = (word: string) => /[^suiy]s$/.test(word);
const singularVerbAfterWord = /\{w\} (was|is|has)\b/;

/** The sentences of the nearest kind of `meaning` that has some for its class: empty when it has none. */
export function categorySentences(word: string, meaning: Synset, wordNet: WordNet): CategorySentence[] {
  for (const kind of kindsOf(meaning, wordNet)) {
    const templates = sentencesOfKind(kind, meaning).filter(
      (template) => !(looksPlural(word) && singularVerbAfterWord.test(template)),
    );
    if (templates.length === 0) continue;
    return templates.map((template) => {
      const sentence = fillKindSentence(template, word);
      return { sentence, frame: sentenceFrame(sentence, word), kind };
    });
  }
  return [];
}

/** Whether `sentence` is one written for a kind `meaning` belongs to, filled with `word` (usage-fit.ts). */
export function isCategorySentenceFor(
  sentence: string,
  word: string,
  meaning: Synset,
  wordNet: WordNet,
): boolean {
  return kindsOf(meaning, wordNet).some((kind) =>
    sentencesOfKind(kind, meaning).some((template) => fillKindSentence(template, word) === sentence),
  );
}
