import { createSeededRandom } from '@bluffle/shared-schema';
import { FILIPINO_AFFIXES, type FilipinoAffixId } from './filipino-affixes';
import { rejectionReason, type RejectionReason, type TagalogLexicon } from './filipino-lexicon-check';
import { inventRoot } from './filipino-roots';

/** One invented Tagalog word: a made-up root with a real affix. The shape of word-generator/generated/filipino-fakes.json. */
export interface FilipinoFake {
  word: string;
  root: string;
  affix: FilipinoAffixId;
}

export interface FilipinoFakeOptions {
  seed: number;
  /** How many words to make with each affix. */
  perAffix: number;
  lexicon: TagalogLexicon;
  /** Words a reader rejected (too close to a real word, or odd); never produced. */
  excluded?: ReadonlySet<string>;
  /** Gives up after this many roots, so a too-strict list cannot loop for ever. */
  maxDraws?: number;
}

export type FakeRejection =
  | RejectionReason
  | 'spelling Tagalog avoids'
  | 'root or word already used'
  | 'affix does not fit the root'
  | 'too long'
  | 'excluded by a reader';

export interface FilipinoFakeReport {
  fakes: FilipinoFake[];
  drawn: number;
  rejected: Partial<Record<FakeRejection, number>>;
}

const LONGEST = 14;

/**
 * Invents roots and puts real affixes on them, taking the affixes in turn, until each has `perAffix` words
 * that no word list knows. Deterministic: the same seed and lists give the same words in the same order.
 */
export function generateFilipinoFakes(options: FilipinoFakeOptions): FilipinoFakeReport {
  const random = createSeededRandom(options.seed);
  const maxDraws = options.maxDraws ?? 200_000;
  const fakes: FilipinoFake[] = [];
  const rejected: Partial<Record<FakeRejection, number>> = {};
  const reject = (reason: FakeRejection) => {
    rejected[reason] = (rejected[reason] ?? 0) + 1;
  };
  const used = new Set<string>();
  const countByAffix = new Map<FilipinoAffixId, number>();
  let drawn = 0;
  let turn = 0;
  while (drawn < maxDraws) {
    const open = FILIPINO_AFFIXES.filter((affix) => (countByAffix.get(affix.id) ?? 0) < options.perAffix);
    if (open.length === 0) break;
    const affix = open[turn % open.length];
    if (!affix) break;
    drawn += 1;
    const root = inventRoot(random);
    if (!root) {
      reject('spelling Tagalog avoids');
      continue;
    }
    if (used.has(root)) {
      reject('root or word already used');
      continue;
    }
    const word = affix.apply(root);
    if (!word) {
      reject('affix does not fit the root');
      continue;
    }
    if (used.has(word)) {
      reject('root or word already used');
      continue;
    }
    if (word.length > LONGEST) {
      reject('too long');
      continue;
    }
    if (options.excluded?.has(word) || options.excluded?.has(root)) {
      reject('excluded by a reader');
      continue;
    }
    const reason = rejectionReason(root, word, options.lexicon);
    if (reason) {
      reject(reason);
      continue;
    }
    used.add(root);
    used.add(word);
    fakes.push({ word, root, affix: affix.id });
    countByAffix.set(affix.id, (countByAffix.get(affix.id) ?? 0) + 1);
    turn += 1;
  }
  return { fakes, drawn, rejected };
}
