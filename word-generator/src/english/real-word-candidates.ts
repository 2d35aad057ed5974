import type { Difficulty, WordClass } from '@bluffle/shared-schema';
import { gradeRealWord } from './difficulty';
import { isCompoundOfCommonWords, isPrefixPlusRealWord } from './fake-word-filters';
import { containsBlockedFragment, hasOffensiveGloss } from '../common/profanity';
import { sentenceSources } from './sense-sentences';
import { findWordForm, toSentence, wordCount } from '../common/usage-sentence';
import type { WordLists } from '../common/word-lists';
import type { Synset, WordNet } from '../common/wordnet-reader';

/** A WordNet sense that can be shown as a real word: own definition, own example sentence. */
export interface RealWordCandidate {
  word: string;
  wordClass: WordClass;
  lexFile: string;
  category: string;
  definition: string;
  /** WordNet's own example sentence with the word in it, as a sentence; undefined when it has none. */
  example: string | undefined;
  /** Verbs: takes an object (for a template sentence when there is no example). */
  takesObject: boolean;
  /** Undefined for words too common to be a question (SCOWL < 50); such words may still lend a meaning. */
  difficulty: Difficulty | undefined;
  scowlLevel: number | undefined;
  subtlexCount: number;
  /**
   * Whether a fake may copy this word's own ending: a plain lemma, not a derivative or a compound (a fake
   * ending in `-less` or `-bar` would read as a real word plus a piece).
   */
  lendsEnding: boolean;
  /** 0 for the word's first WordNet sense in this class, 1 for the second, and so on. */
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
  /\b(genus|family|order|species|phylum|compound|acid|chemical|enzyme|protein|hormone|alkaloid|tissue|gland|vein|artery|nerve|bone|muscle|disease|syndrome|tumor|drug|medicine|chemistry|botany|zoology|anatomy|mathematics|physics|computer|alphabet|word|words|arabic|hebrew|greek|latin|organism|physiological|lungs?|mineral|feldspar|crystal|crystalline|cells?|blood|membrane|infection|inflammation|surgical|surgery|pathological|medical|dental|larva|larvae|fungus|fungi|bacteria|bacterium|virus|molecule|molecular|atom|atoms|atomic|electron|radiation|rock|ore|alloy|resin|polymer|ester|ion|isotope|metabolism|secretion|glandular|embryo|embryonic|sulfur|sulphur|nitrogen|oxygen|carbon|hydrogen|sodium|calcium|iron|copper|mollusk|mollusks|crustacean|insect|insects|worm|worms)\b/i;
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

/**
 * An example that can be shown as the usage line: the word itself in a real clause of 4+ words, not in
 * brackets or as one of a pair of alternatives ("a festive (or festal) occasion" would keep the real word's
 * twin beside a fake that borrowed it).
 */
export function isUsableExample(example: string, word: string): boolean {
  const occurrence = findWordForm(example, word);
  if (!occurrence || wordCount(example) < 4 || example.length > 140 || hasOffensiveGloss(example))
    return false;
  const before = example.slice(0, occurrence.start);
  const after = example.slice(occurrence.start + occurrence.text.length);
  return (
    !/\(\s*(or\s+)?$/.test(before) &&
    !/^\s*\)/.test(after) &&
    !/\bor\s+$/.test(before) &&
    !/^\s+or\b/.test(after)
  );
}

/**
 * A Roman numeral filed as a word (lxviii, "being eight more than sixty"): no player would call it a word,
 * and a fake borrowing its meaning would read as a number. Immix and civic are words: their glosses name no
 * number.
 */
export function isRomanNumeral(word: string, gloss: string): boolean {
  return (
    /^[ivxlcdm]+$/.test(word) &&
    /\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b/.test(
      gloss,
    )
  );
}

function candidateFromSynset(
  word: string,
  synset: Synset,
  senseRank: number,
  lists: CandidateLists,
): RealWordCandidate | undefined {
  if (synset.hasUsageDomain || SKIPPED_LEX_FILES.has(synset.lexFile)) return undefined;
  const definition = synset.gloss;
  if (definition.length < 15 || definition.length > 120 || /^used\b/i.test(definition)) return undefined;
  if (hasOffensiveGloss(definition) || TECHNICAL_GLOSS.test(definition) || hasManyNames(definition))
    return undefined;
  if (glossRevealsWord(definition, word) || isRomanNumeral(word, definition)) return undefined;
  const example = synset.examples.find((candidate) => isUsableExample(candidate, word));
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
    example: example === undefined ? undefined : toSentence(example),
    takesObject: synset.takesObject,
    difficulty,
    scowlLevel,
    subtlexCount: lists.lists.subtlexCount.get(word) ?? 0,
    senseRank,
    synsetKey: synset.key,
    lendsEnding: true,
  };
}

function hasBorrowableSentence(candidate: RealWordCandidate, wordNet: WordNet): boolean {
  const synset = wordNet.synsets.get(candidate.synsetKey);
  return synset !== undefined && sentenceSources(synset, wordNet).length > 0;
}

/** Single-word, lowercase WordNet lemmas of 5-15 letters that are not plain derivatives or compounds, sorted. */
function isPlainLemma(word: string, lists: CandidateLists): boolean {
  return (
    /^[a-z]{5,15}$/.test(word) &&
    !containsBlockedFragment(word) &&
    !isTransparentDerivative(word, lists.baseWords) &&
    !isCompoundOfCommonWords(word, lists.compoundParts) &&
    !isPrefixPlusRealWord(word, lists.baseWords)
  );
}

function plainLemmas(wordNet: WordNet, lists: CandidateLists): string[] {
  return [...wordNet.senses.keys()].sort().filter((word) => isPlainLemma(word, lists));
}

/**
 * Every meaning a fake may borrow : each sense of each plain lemma that passes the quality
 * filters, not only its best one, once per synset. More meanings than real-word candidates, since only the
 * rarest (no common word names them) may be lent.
 */
export function collectMeanings(wordNet: WordNet, lists: CandidateLists): RealWordCandidate[] {
  const meanings: RealWordCandidate[] = [];
  const seen = new Set<string>();
  // A lent meaning shows its gloss, never its word: derivatives and compounds may lend theirs too.
  const lemmas = [...wordNet.senses.keys()]
    .sort()
    .filter((word) => /^[a-z]{5,18}$/.test(word) && !containsBlockedFragment(word));
  for (const word of lemmas) {
    const lendsEnding = isPlainLemma(word, lists);
    for (const [, synsetKeys] of wordNet.senses.get(word) ?? []) {
      for (const [senseRank, key] of synsetKeys.entries()) {
        const synset = wordNet.synsets.get(key);
        if (!synset?.lemmas.includes(word) || seen.has(key)) continue;
        const meaning = candidateFromSynset(word, synset, senseRank, lists);
        if (!meaning) continue;
        seen.add(key);
        meanings.push({ ...meaning, lendsEnding });
      }
    }
  }
  return meanings;
}

/**
 * Every single-word, lowercase WordNet lemma of 5-15 letters with a sense (per class) that passes the quality
 * filters. One candidate per (word, class): the best-ranked sense, preferring
 * one of the first three that has its own example sentence.
 */
export function collectRealWordCandidates(wordNet: WordNet, lists: CandidateLists): RealWordCandidate[] {
  const candidates: RealWordCandidate[] = [];
  for (const word of plainLemmas(wordNet, lists)) {
    for (const [, synsetKeys] of wordNet.senses.get(word) ?? []) {
      const usable: RealWordCandidate[] = [];
      for (const [senseRank, key] of synsetKeys.slice(0, 3).entries()) {
        const synset = wordNet.synsets.get(key);
        // Lemmas written with capitals in the synset are proper names (`Midwestern`), not dictionary words.
        if (!synset?.lemmas.includes(word)) continue;
        const candidate = candidateFromSynset(word, synset, senseRank, lists);
        if (candidate) usable.push(candidate);
      }
      // A sense with a sentence of its own reads best; then one whose neighbours lend a sentence.
      const best =
        usable.find((candidate) => candidate.example !== undefined) ??
        usable.find((candidate) => hasBorrowableSentence(candidate, wordNet)) ??
        usable[0];
      if (best) candidates.push(best);
    }
  }
  return candidates;
}
