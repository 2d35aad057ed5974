import { contentStems } from '../common/distractors';
import type { WordNet } from '../common/wordnet-reader';

// Whether a definition says what a WordNet gloss says. A fake that shows a real word's gloss is caught by anyone
// who knows that word ("reduce the speed of" is decelerate, however rare the fake's spelling), so the bank's
// measures count such fakes, and a meaning invented for a fake must say what no gloss says.

/**
 * Two glosses say the same thing (a close paraphrase) when this share of their content words is common to both
 * (Jaccard, on 5-letter stems): "plate with nickel" and "coat with nickel" do; one specific changed in a
 * gloss of five content words leaves 4 of 6, which may be a new meaning.
 */
const PARAPHRASE_OVERLAP = 0.75;

export interface GlossIndex {
  /**
   * Whether `definition` says what some WordNet gloss says: it is the gloss, shares three in four of their
   * content words with it (Jaccard on 5-letter stems), or every one of its content words is in it ("a stanza
   * of two lines" is in the couplet's gloss).
   */
  isCloseToSomeGloss(definition: string): boolean;
}

export function indexGlosses(wordNet: WordNet): GlossIndex {
  // Every gloss's content words, and which glosses each word is in: a definition is checked against the
  // glosses that share one of its words, not all 117,000.
  const glossStems: Set<string>[] = [];
  const glossesByStem = new Map<string, number[]>();
  const glosses = new Set<string>();
  for (const synset of wordNet.synsets.values()) {
    glosses.add(synset.gloss.toLowerCase());
    const stems = contentStems(synset.gloss);
    const index = glossStems.push(stems) - 1;
    for (const stem of stems) {
      const list = glossesByStem.get(stem);
      if (list) list.push(index);
      else glossesByStem.set(stem, [index]);
    }
  }

  /**
   * The stems a gloss close to a definition must hold one of: sharing three in four of its stems (or all of
   * them), a close gloss lacks at most a quarter, so it holds one of the rarest quarter and one more. Looking
   * only those up finds every close gloss in a few hundred glosses, not tens of thousands.
   */
  function rarestNeeded(stems: ReadonlySet<string>): string[] {
    const byRarity = [...stems].sort(
      (left, right) => (glossesByStem.get(left)?.length ?? 0) - (glossesByStem.get(right)?.length ?? 0),
    );
    return byRarity.slice(0, stems.size - Math.ceil(PARAPHRASE_OVERLAP * stems.size) + 1);
  }

  function isCloseToSomeGloss(definition: string): boolean {
    if (glosses.has(definition.toLowerCase())) return true;
    const stems = contentStems(definition);
    const checked = new Set<number>();
    for (const stem of rarestNeeded(stems)) {
      for (const index of glossesByStem.get(stem) ?? []) {
        if (checked.has(index)) continue;
        checked.add(index);
        const other = glossStems[index]!;
        let shared = 0;
        for (const each of stems) if (other.has(each)) shared += 1;
        if (shared === stems.size || shared / (stems.size + other.size - shared) >= PARAPHRASE_OVERLAP)
          return true;
      }
    }
    return false;
  }

  return { isCloseToSomeGloss };
}
