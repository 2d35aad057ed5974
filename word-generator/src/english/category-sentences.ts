import { SENTENCE_KINDS, type SentenceKind } from './data/category-sentence-table';
import { isJudgedMisfit } from './judged-usage-misfits';
import { sentenceFrame } from './sense-sentences';
import { toSentence } from '../common/usage-sentence';
import type { Synset, WordNet } from '../common/wordnet-reader';

// A usage sentence written for the kind of thing a meaning is (a drug, a garment, a unit of
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

/** Every broader meaning of `key`, however far up, nearest first (breadth first). */
export function broaderMeaningsOf(key: string, wordNet: WordNet): string[] {
  return broaderThan(wordNet.synsets.get(key)?.hypernyms ?? [], key, wordNet);
}

/** `parents` and every meaning broader than them, nearest first (breadth first), never `key` itself. */
function broaderThan(parents: readonly string[], key: string, wordNet: WordNet): string[] {
  const found: string[] = [];
  const seen = new Set<string>([key]);
  let frontier = parents.filter((parent) => !seen.has(parent) && seen.add(parent));
  while (frontier.length > 0) {
    found.push(...frontier);
    const next: string[] = [];
    for (const current of frontier) {
      for (const broader of wordNet.synsets.get(current)?.hypernyms ?? []) {
        if (seen.has(broader)) continue;
        seen.add(broader);
        next.push(broader);
      }
    }
    frontier = next;
  }
  return found;
}

/**
 * Every broader meaning of `meaning` with sentences of its own, nearest first (breadth first), from its own
 * hypernyms: a meaning written for a fake is in no WordNet file, and its hypernym is its kind.
 */
export function kindsOf(meaning: Synset, wordNet: WordNet): SentenceKind[] {
  return broaderThan(meaning.hypernyms, meaning.key, wordNet).flatMap((key) => KIND_OF.get(key) ?? []);
}

/**
 * The share of its lexicographer file a meaning and the meanings under it make up, each counted once: a kind
 * above half of its file says no more than the file's own templates (category-sentence-table.ts).
 */
export function shareOfLexFile(key: string, wordNet: WordNet): number {
  const synset = wordNet.synsets.get(key);
  if (!synset) return 0;
  const under = new Set<string>();
  const visit = (current: string) => {
    if (under.has(current)) return;
    under.add(current);
    for (const narrower of wordNet.synsets.get(current)?.hyponyms ?? []) visit(narrower);
  };
  visit(key);
  return under.size / lexFileSize(synset.lexFile, wordNet);
}

const lexFileSizes = new WeakMap<WordNet, Map<string, number>>();

function lexFileSize(lexFile: string, wordNet: WordNet): number {
  let sizes = lexFileSizes.get(wordNet);
  if (!sizes) {
    sizes = new Map();
    for (const synset of wordNet.synsets.values())
      sizes.set(synset.lexFile, (sizes.get(synset.lexFile) ?? 0) + 1);
    lexFileSizes.set(wordNet, sizes);
  }
  return sizes.get(lexFile) ?? 1;
}

/** `template` with `word` in it, a/an fixed and capitalised. */
export function fillKindSentence(template: string, word: string): string {
  const filled = template.replaceAll('{a} {w}', `${/^[aeiou]/i.test(word) ? 'an' : 'a'} {w}`);
  return toSentence(filled.replaceAll('{w}', word));
}

/** A noun that reads as a plural ("muniments"): never the subject of "was", "is" or "has". */
const looksPlural = (word: string) => /[^suiy]s$/.test(word);
const singularVerbAfterWord = /\{w\} (was|is|has)\b/;

/**
 * The sentences of the nearest kind of `meaning` that has some for its class, but those editors judged wrong
 * for this meaning (judged-usage-misfits.ts): empty when it has none. A meaning whose nearest kind's sentences
 * were all judged wrong takes none, not a broader kind's, which would say even less of it.
 */
export function categorySentences(word: string, meaning: Synset, wordNet: WordNet): CategorySentence[] {
  const found = kindTemplatesOf(meaning, wordNet)[looksPlural(word) ? 'plural' : 'singular'];
  if (!found) return [];
  return found.templates.map((template) => {
    const sentence = fillKindSentence(template, word);
    return { sentence, frame: sentenceFrame(sentence, word), kind: found.kind };
  });
}

interface KindTemplates {
  kind: SentenceKind;
  templates: readonly string[];
}

/**
 * A meaning's kind and its templates, for a word that reads as a plural and one that does not: the same for
 * every word of the meaning, while a generator asks for them with each word it tries (WordNet's synsets, and the
 * meanings written for fakes, are made once a load, so they key this).
 */
const kindTemplatesByMeaning = new WeakMap<
  Synset,
  Record<'singular' | 'plural', KindTemplates | undefined>
>();

function kindTemplatesOf(meaning: Synset, wordNet: WordNet) {
  let found = kindTemplatesByMeaning.get(meaning);
  if (!found) {
    const kinds = kindsOf(meaning, wordNet);
    found = {
      singular: nearestKindTemplates(kinds, meaning, false),
      plural: nearestKindTemplates(kinds, meaning, true),
    };
    kindTemplatesByMeaning.set(meaning, found);
  }
  return found;
}

function nearestKindTemplates(
  kinds: readonly SentenceKind[],
  meaning: Synset,
  isPlural: boolean,
): KindTemplates | undefined {
  for (const kind of kinds) {
    const templates = sentencesOfKind(kind, meaning).filter(
      (template) => !(isPlural && singularVerbAfterWord.test(template)),
    );
    if (templates.length === 0) continue;
    return { kind, templates: templates.filter((template) => !isJudgedMisfit(meaning.gloss, template)) };
  }
  return undefined;
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
