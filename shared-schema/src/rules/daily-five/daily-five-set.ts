import { ROUNDS_PER_GAME } from '../../constants';
import { createSeededRandom } from '../random';
import { pickBalancedWithFoolers } from '../word-play/fooler-pick';
import { isOfflineWord } from './offline-spellings';

// The daily five (; docs/design.md, gap 'daily five'): one set of words per language per UTC day, the same for
// everyone. The choice is a pure function of the day, the language and the candidate pool, so two processes
// asked at once choose alike and a test can pin it. The server stores the first choice of a day (the
// day's set stays fixed when words are added later); this rule only makes that first choice.

/** What the choice needs to know of a stored word. */
export interface DailyFiveCandidate {
  id: string;
  word: string;
  isReal: boolean;
  /** Moderation state (docs/design.md decision 13); only approved words are public. Absent counts as approved. */
  status?: string;
  /** Proven to fool players (rules/word-play): the set includes such words when there are any. */
  isProvenFooler?: boolean;
}

/**
 * FNV-1a over the day and language: a 32-bit seed that differs from day to day and language to language.
 * Not a secret: anyone could compute tomorrow's seed, but not tomorrow's set without the server's pool.
 */
export function dailyFiveSeed(day: string, language: string): number {
  let hash = 0x811c9dc5;
  for (const character of `daily-five:${day}:${language}`) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The words the day's set may hold: approved ones, never an offline word (their truth is public). */
export function dailyFiveCandidates<Candidate extends DailyFiveCandidate>(
  pool: readonly Candidate[],
): Candidate[] {
  return pool.filter(
    (candidate) =>
      (candidate.status === undefined || candidate.status === 'approved') && !isOfflineWord(candidate.word),
  );
}

/**
 * The ids of the day's set: `count` words (a game's rounds) balanced REAL/FAKE like any game (2 or 3 fakes),
 * two of five from the words proven to fool when there are any (rules/word-play/fooler-pick.ts), drawn with
 * a generator seeded by (day, language). The pool is sorted by id first, so the order a store lists words in
 * does not change the choice. Fewer than `count` ids when the pool is that small.
 */
export function chooseDailyFive(
  pool: readonly DailyFiveCandidate[],
  day: string,
  language: string,
  count: number = ROUNDS_PER_GAME,
): string[] {
  const candidates = dailyFiveCandidates(pool).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const random = createSeededRandom(dailyFiveSeed(day, language));
  const foolers = candidates.filter((candidate) => candidate.isProvenFooler === true);
  return pickBalancedWithFoolers(candidates, foolers, count, random).map((candidate) => candidate.id);
}
