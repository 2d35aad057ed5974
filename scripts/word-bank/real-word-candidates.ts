import type { Difficulty, WordClass } from '@bluffle/shared-schema';
import { gradeRealWord } from './difficulty';
import { isCompoundOfCommonWords, isPrefixPlusRealWord } from './fake-word-filters';
import { containsBlockedFragment, hasOffensiveGloss } from './profanity';
import { findWordForm, toSentence, wordCount } from './usage-sentence';
import type { WordLists } from './word-lists';
import type { Synset, WordNet } from './wordnet-reader';

/** A WordNet sense that can be shown as a real word: own definition, own example sentence. */
export interface RealWordCandidate {
  word: string;
  wordClass: WordClass;
  lexFile: string;
  category: string;
  definition: string;
  usage: string;
  /** Undefined for words too common to be a question (SCOWL < 50); such words may still lend a meaning. */
  difficulty: Difficulty | undefined;
  scowlLevel: number | undefined;
  subtlexCount: number;
  /** 0 for the word's first WordNet sense in this class, 1 for the second. */
  senseRank: number;
  synsetKey: string;
}

/** Endings whose meaning is plain from the base word (`peasanthood`, `pastelike`, `wiggliness`). */
const TRANSPARENT_SUFFIXES = [
  'ness',
  'less',
  'lessly',
  'lessness',
  'ly',
  'like',
  'hood',
  'ship',
  'ful',
  'fully',
  'wise',
  'ward',
  'wards',
  'wide',
  'ish',
  'ishly',
  'ably',
  'ers',
  'dom',
  'man',
  'men',
  'ing',
  'ed',
  's',
  'es',
  'ally',
  'ically',
] as const;

/** Subjects whose glosses are taxonomy or chemistry rather than a word worth guessing. */
const TECHNICAL_GLOSS =
  /\b(genus|family|order|species|phylum|compound|acid|chemical|enzyme|protein|hormone|alkaloid|tissue|gland|vein|artery|nerve|bone|muscle|disease|syndrome|tumor|drug|medicine|chemistry|botany|zoology|anatomy|mathematics|physics|computer|alphabet|word|words|arabic|hebrew|greek|latin)\b/i;
const SKIPPED_LEX_FILES = new Set(['noun.plant', 'noun.animal', 'noun.Tops']);

/** One proper name in a gloss is fine ("criticize the Republicans"); several mean an encyclopedia entry. */
function hasManyNames(text: string): boolean {
  return (text.match(/\b[A-Z][a-z]/g) ?? []).length > 1;
}

function stemsOf(word: string): string[] {
  return [word, `${word}e`, word.endsWith('i') ? `${word.slice(0, -1)}y` : word];
}

/** `wiggliness` from wiggly, `countywide` from county + wide: derivatives whose meaning gives itself away. */
export function isTransparentDerivative(word: string, baseWords: ReadonlySet<string>): boolean {
  for (const suffix of TRANSPARENT_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const head = word.slice(0, word.length - suffix.length);
    if (head.length >= 3 && stemsOf(head).some((base) => baseWords.has(base))) return true;
    if (head.length >= 4 && head.at(-1) === head.at(-2) && baseWords.has(head.slice(0, -1))) return true;
  }
  return false;
}

/** The gloss names the word or a close relative ("the quality of being unreproducible"). */
export function glossRevealsWord(gloss: string, word: string): boolean {
  const prefix = word.slice(0, Math.min(5, word.length));
  if (gloss.toLowerCase().includes(word)) return true;
  return gloss
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((token) => token.length >= 4 && (token.startsWith(prefix) || word.startsWith(token)));
}

export interface CandidateLists {
  lists: WordLists;
  /** SCOWL <= 60 plus WordNet's single-word lemmas: bases for the derivative and compound filters. */
  baseWords: ReadonlySet<string>;
  compoundParts: ReadonlySet<string>;
}

function candidateFromSynset(
  word: string,
  synset: Synset,
  senseRank: number,
  lists: CandidateLists,
): RealWordCandidate | undefined {
  if (synset.hasUsageDomain || SKIPPED_LEX_FILES.has(synset.lexFile)) return undefined;
  const definition = synset.gloss;
  if (definition.length < 15 || definition.length > 110) return undefined;
  if (hasOffensiveGloss(definition) || TECHNICAL_GLOSS.test(definition) || hasManyNames(definition))
    return undefined;
  if (glossRevealsWord(definition, word)) return undefined;
  const example = synset.examples.find(
    (candidate) =>
      findWordForm(candidate, word) &&
      wordCount(candidate) >= 4 &&
      candidate.length <= 140 &&
      !hasOffensiveGloss(candidate),
  );
  if (!example) return undefined;
  const scowlLevel = lists.lists.scowlLevel.get(word);
  // The very commonest words (SCOWL 10-20) are useless even as meaning donors: everyone knows them.
  if (scowlLevel !== undefined && scowlLevel <= 20) return undefined;
  const difficulty = gradeRealWord(scowlLevel);
  return {
    word,
    wordClass: synset.wordClass,
    lexFile: synset.lexFile,
    category: synset.category,
    definition,
    usage: toSentence(example),
    difficulty,
    scowlLevel,
    subtlexCount: lists.lists.subtlexCount.get(word) ?? 0,
    senseRank,
    synsetKey: synset.key,
  };
}

/**
 * Every single-word, lowercase WordNet lemma of 5-15 letters whose 1st or 2nd sense (per class) passes the
 * quality filters (note word-data §2 funnel). One candidate per (word, class): the best-ranked sense.
 */
export function collectRealWordCandidates(wordNet: WordNet, lists: CandidateLists): RealWordCandidate[] {
  const candidates: RealWordCandidate[] = [];
  const sortedLemmas = [...wordNet.senses.keys()].sort();
  for (const word of sortedLemmas) {
    if (!/^[a-z]{5,15}$/.test(word) || containsBlockedFragment(word)) continue;
    if (isTransparentDerivative(word, lists.baseWords) || isCompoundOfCommonWords(word, lists.compoundParts))
      continue;
    if (isPrefixPlusRealWord(word, lists.baseWords)) continue;
    for (const [, synsetKeys] of wordNet.senses.get(word) ?? []) {
      for (const [senseRank, key] of synsetKeys.slice(0, 3).entries()) {
        const synset = wordNet.synsets.get(key);
        // Lemmas written with capitals in the synset are proper names (`Midwestern`), not dictionary words.
        if (!synset?.lemmas.includes(word)) continue;
        const candidate = candidateFromSynset(word, synset, senseRank, lists);
        if (candidate) {
          candidates.push(candidate);
          break;
        }
      }
    }
  }
  return candidates;
}
