import type { CategorySentence } from './category-sentences';
import type { Batch } from './english-batch';
import type { RealWordCandidate } from './real-word-candidates';
import { isLentAt, sentenceFrame, type LendingTier, type SentenceSource } from './sense-sentences';
import type { WordUsage } from './word-usage';

// How many words of a batch each kind of sentence may serve : a sentence met too often, or
// mostly on one side, would tell. The generator's stages ask the budget what a word may take and tell it
// what was taken.

/**
 * A kind's sentence serves at most this many real words of a batch, and as many fakes: each is written for
 * one kind, narrower than a lexicographer file, but a sentence met again and again would read as a frame.
 * Six filled a `CATEGORY_SHARE` (english-generator.ts) of 0.72; at 0.5 six let a sentence serve three or more
 * real words and no fake (1.5% of words in a frame leaning 75%+ to one side), three leaves 0.7% and two none,
 * but two run the kinds short (25% of each side where 34% was asked) and the written sentences that fill in
 * let a usage learner read 0.553.
 */
const MAX_USES_PER_KIND_SENTENCE = 3;

/**
 * A fake may use a kind's sentence only while fewer fakes than real words use it, give or take this many
 * (the real words are made first): a sentence mostly met on fakes would tell, as a frame would. Two let three
 * fakes and one real word share a sentence: once kind sentences were 11% of each side, not 24%, such frames
 * held 1.1% of the bank's words (at most 1% asked), and one leaves 0.2%.
 */
const KIND_SENTENCE_SLACK = 1;

/**
 * A sentence frame serves at most two words of a batch, a word's own example included: a frame shared by
 * three or more is a generic frame (bank-quality.ts), and two words of ten thousand meeting in one game is rare.
 */
const MAX_USES_PER_FRAME = 2;

export const frameUsesOf = (batch: Batch, frame: string) => batch.frameUses.get(frame) ?? 0;

/**
 * How far a pass lends: `fitting` only sentences that fit the word (lending-fit.ts), tried before any other;
 * a tier, every sentence down to it.
 */
export type LendingReach = LendingTier | 'fitting';

export const reaches = (source: SentenceSource, reach: LendingReach) =>
  reach === 'fitting' ? source.fits : isLentAt(source.nearness, reach);

const kindSentenceUsesOf = (batch: Batch, frame: string) =>
  batch.kindSentenceUses.get(frame) ?? { real: 0, fake: 0 };

/** Whether a word of `side` may still take a kind's sentence: it serves few words, and both sides alike. */
function isKindSentenceFree(batch: Batch, sentence: CategorySentence, side: 'real' | 'fake'): boolean {
  const uses = kindSentenceUsesOf(batch, sentence.frame);
  if (uses[side] >= MAX_USES_PER_KIND_SENTENCE) return false;
  return side === 'real' || uses.fake < uses.real + KIND_SENTENCE_SLACK;
}

/**
 * Stand-ins for a word not yet spelled, one of each spelling a kind's sentences depend on: a word that reads as
 * a plural is never the subject of "was" (category-sentences.ts). A sentence's frame is the same for any word.
 */
const KIND_SENTENCE_PROBES = ['probe', 'probes'];

/**
 * A kind's sentence for a word of `side`, or undefined when each is used up: a real word takes the one real
 * words use least; a fake the one real words use most beyond the fakes, so each sentence serves both alike.
 */
function balancedKindSentence(
  batch: Batch,
  sentences: readonly CategorySentence[],
  side: 'real' | 'fake',
): CategorySentence | undefined {
  const free = sentences.filter((sentence) => isKindSentenceFree(batch, sentence, side));
  if (free.length === 0) return undefined;
  const need = (sentence: CategorySentence) => {
    const uses = kindSentenceUsesOf(batch, sentence.frame);
    return side === 'real' ? -uses.real : uses.real - uses.fake;
  };
  const most = Math.max(...free.map(need));
  const neediest = free.filter((sentence) => need(sentence) === most);
  return neediest[Math.floor(batch.random() * neediest.length)];
}

/** What a batch may still give words of one kind (real or fake) besides borrowed sentences. */
export interface Allowance {
  templates: number;
  /** Which side of the batch the words are on: each template's uses are counted per side. */
  side: 'real' | 'fake';
  /** Sentences written for the meaning's kind, where to find them, and for which side of the batch. */
  kindSentences?: {
    count: number;
    of(word: string, meaning: RealWordCandidate): readonly CategorySentence[];
    side: 'real' | 'fake';
  };
}

/** A batch's template and kind-sentence allowance for words of one kind, borrowing as far as `reach`. */
export function templateBudget(batch: Batch, allowance: Allowance, reach: LendingReach = 'distant') {
  let left = allowance.templates;
  let kindsLeft = allowance.kindSentences?.count ?? 0;
  let chosenTemplate: string | undefined;
  const templateUsesOf = (template: string) => batch.templateUses.get(template) ?? { real: 0, fake: 0 };
  return {
    canBorrow: (source: SentenceSource) =>
      reaches(source, reach) &&
      !batch.usedExamples.has(source.example) &&
      frameUsesOf(batch, source.frame) < MAX_USES_PER_FRAME,
    categorySentence: (word: string, meaning: RealWordCandidate) =>
      kindsLeft > 0 && allowance.kindSentences
        ? balancedKindSentence(batch, allowance.kindSentences.of(word, meaning), allowance.kindSentences.side)
        : undefined,
    /**
     * Whether some word of `meaning`, however spelled, could still take one of its kind's sentences: asked
     * before a fake is spelled, which costs far more than this.
     */
    mayGiveKindSentence: (meaning: RealWordCandidate) => {
      const kindSentences = allowance.kindSentences;
      return (
        kindsLeft > 0 &&
        kindSentences !== undefined &&
        KIND_SENTENCE_PROBES.some((probe) =>
          kindSentences
            .of(probe, meaning)
            .some((sentence) => isKindSentenceFree(batch, sentence, kindSentences.side)),
        )
      );
    },
    canUseTemplate: () => left > 0,
    // The template this side uses least, so that each serves few words (the real words mirror the fakes').
    chooseTemplate: (templates: readonly string[]) => {
      const fewest = Math.min(...templates.map((template) => templateUsesOf(template)[allowance.side]));
      const least = templates.filter((template) => templateUsesOf(template)[allowance.side] === fewest);
      chosenTemplate = least[Math.floor(batch.random() * least.length)];
      return chosenTemplate;
    },
    spend(word: string, usage: WordUsage) {
      if (usage.isTemplate) {
        left -= 1;
        if (chosenTemplate !== undefined) {
          const uses = templateUsesOf(chosenTemplate);
          uses[allowance.side] += 1;
          batch.templateUses.set(chosenTemplate, uses);
        }
        return;
      }
      if (usage.isCategory) {
        kindsLeft -= 1;
        const uses = kindSentenceUsesOf(batch, sentenceFrame(usage.sentence, word));
        uses[allowance.kindSentences?.side ?? 'real'] += 1;
        batch.kindSentenceUses.set(sentenceFrame(usage.sentence, word), uses);
        return;
      }
      const frame = sentenceFrame(usage.sentence, word);
      batch.frameUses.set(frame, frameUsesOf(batch, frame) + 1);
    },
  };
}
