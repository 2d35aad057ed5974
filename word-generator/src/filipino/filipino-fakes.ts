import { createSeededRandom, type Difficulty } from '@bluffle/shared-schema';
import { affixById, type FilipinoAffixId } from './filipino-affixes';
import { rejectionReason, type RejectionReason, type TagalogLexicon } from './filipino-lexicon-check';
import { inventRoot, looserShape, rootTypicality, type RootModel } from './filipino-roots';

/** One invented Tagalog word: a made-up root with a real affix. The shape of word-generator/generated/filipino-fakes.json. */
export interface FilipinoFake {
  word: string;
  root: string;
  affix: FilipinoAffixId;
  /** How hard it is to call fake: the least typical third of the roots easy, the most typical hard. */
  difficulty?: Difficulty;
}

/**
 * One invented word wanted: its affix and the shape of its root (rootShape: vowels, consonant places), those of
 * a real word it mirrors. The word-list checks turn down far more short, plain roots than long ones with clusters (a
 * plain root is more often real or one letter from a real one), so without the skeleton the invented words
 * that survive come out longer and knottier than real ones.
 */
export interface FakeTarget {
  affix: FilipinoAffixId;
  shape: string;
}

export interface FilipinoFakeOptions {
  seed: number;
  /** The model the roots are drawn from, learned on real roots. */
  model: RootModel;
  /** The words to make, in order; a target no root fits within `drawsPerTarget` is skipped. */
  targets: readonly FakeTarget[];
  lexicon: TagalogLexicon;
  /** Words never produced: those a reader rejected (too close to a real word, or odd), and English words. */
  excluded?: ReadonlySet<string>;
  /** Gives up after this many roots, so a too-strict list cannot loop for ever. */
  maxDraws?: number;
  /** Gives up on one target after this many roots. */
  drawsPerTarget?: number;
  /**
   * Roots that pass every check collected per target before the most typical of them (rootTypicality) is kept.
   * The checks turn down roots near real words far more often than odd ones, so a single survivor leans to
   * letters real roots seldom use (d, y, -ung); the most typical of a few leans back. 1 keeps the first.
   */
  candidatesPerTarget?: number;
}

export type FakeRejection =
  | RejectionReason
  | 'the walk found no letter for the shape, or not root-shaped'
  | 'root or word already used'
  | 'affix does not fit the root'
  | 'too long'
  | 'excluded: reviewed out or an English word';

export interface FilipinoFakeReport {
  fakes: FilipinoFake[];
  drawn: number;
  rejected: Partial<Record<FakeRejection, number>>;
  /** Targets no root was found for. */
  skipped: number;
}

const LONGEST = 16;

function mostTypical(candidates: readonly FilipinoFake[], model: RootModel): FilipinoFake | undefined {
  let best: FilipinoFake | undefined;
  let bestScore = -Infinity;
  for (const candidate of candidates) {
    const score = rootTypicality(model, candidate.root);
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}

/**
 * For each target, draws roots from the model until one of the wanted skeleton takes the target's affix
 * and no word list knows the root or the word. Deterministic: the same seed, model, targets and lists give the
 * same words in the same order.
 */
export function generateFilipinoFakes(options: FilipinoFakeOptions): FilipinoFakeReport {
  const random = createSeededRandom(options.seed);
  const maxDraws = options.maxDraws ?? 2_000_000;
  const drawsPerTarget = options.drawsPerTarget ?? 10_000;
  const fakes: FilipinoFake[] = [];
  const rejected: Partial<Record<FakeRejection, number>> = {};
  const reject = (reason: FakeRejection) => {
    rejected[reason] = (rejected[reason] ?? 0) + 1;
  };
  const used = new Set<string>();
  let drawn = 0;
  let skipped = 0;
  const wanted = options.candidatesPerTarget ?? 1;
  for (const target of options.targets) {
    const affix = affixById(target.affix);
    const candidates: FilipinoFake[] = [];
    for (
      let attempt = 0;
      attempt < drawsPerTarget && drawn < maxDraws && candidates.length < wanted;
      attempt += 1
    ) {
      // Roots of the real root's own vowels, once found, are not traded for looser ones.
      if (attempt >= drawsPerTarget / 2 && candidates.length > 0) break;
      drawn += 1;
      // Half the draws keep the real root's vowels; a shape crowded by real words then gets any vowels.
      const shape = attempt < drawsPerTarget / 2 ? target.shape : looserShape(target.shape);
      const root = inventRoot(options.model, random, shape);
      if (!root) {
        reject('the walk found no letter for the shape, or not root-shaped');
        continue;
      }
      const word = affix.apply(root);
      if (!word) {
        reject('affix does not fit the root');
        continue;
      }
      if (used.has(root) || used.has(word) || candidates.some((other) => other.root === root)) {
        reject('root or word already used');
        continue;
      }
      if (word.length > LONGEST) {
        reject('too long');
        continue;
      }
      if (options.excluded?.has(word) || options.excluded?.has(root)) {
        reject('excluded: reviewed out or an English word');
        continue;
      }
      const reason = rejectionReason(root, word, options.lexicon);
      if (reason) {
        reject(reason);
        continue;
      }
      candidates.push({ word, root, affix: affix.id });
    }
    const found = mostTypical(candidates, options.model);
    if (!found) {
      skipped += 1;
      continue;
    }
    used.add(found.root);
    used.add(found.word);
    fakes.push(found);
  }
  return { fakes, drawn, rejected, skipped };
}
