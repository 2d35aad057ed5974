import { createSeededRandom } from '@bluffle/shared-schema';
import { newBatch, type Batch } from './english-batch';
import type { RealWordCandidate } from './real-word-candidates';
import { templateBudget } from './usage-budget';
import type { CategorySentence } from './category-sentences';

const KIND = { synset: 'n:tool', name: 'tool', sentences: ['He kept the {w} in his toolbox.'] };

const emptyBatch = () => newBatch(() => false, createSeededRandom(1));

const meaning = { word: 'spanner', wordClass: 'noun', synsetKey: 'n:spanner' } as RealWordCandidate;

/** The one tool sentence, filled with `word`, for any meaning; none for a word that reads as a plural. */
const toolSentences = (word: string): CategorySentence[] =>
  word.endsWith('s')
    ? []
    : [
        {
          sentence: `He kept the ${word} in his toolbox.`,
          frame: 'he kept the {w} in his toolbox.',
          kind: KIND,
        },
      ];

function fakeBudget(batch: Batch, count: number) {
  return templateBudget(batch, {
    templates: 0,
    side: 'fake',
    kindSentences: { count, of: toolSentences, side: 'fake' },
  });
}

describe('the kind sentences a batch may still give', () => {
  it('gives one to a fake while its allowance and the sentence last, and says so before the fake is spelled', () => {
    const batch = emptyBatch();
    const budget = fakeBudget(batch, 1);
    expect(budget.mayGiveKindSentence(meaning)).toBe(true);
    const sentence = budget.categorySentence('wrenchet', meaning);
    expect(sentence?.sentence).toBe('He kept the wrenchet in his toolbox.');
    budget.spend('wrenchet', {
      sentence: sentence!.sentence,
      isTemplate: false,
      isCategory: true,
      provenance: '',
    });
    // The allowance of one is spent: no donor of the kind pass is worth spelling now.
    expect(budget.mayGiveKindSentence(meaning)).toBe(false);
    expect(budget.categorySentence('grippet', meaning)).toBeUndefined();
  });

  it('gives none once fakes use a sentence more than the real words do, as the sentence itself would refuse', () => {
    const batch = emptyBatch();
    batch.kindSentenceUses.set('he kept the {w} in his toolbox.', { real: 1, fake: 2 });
    const budget = fakeBudget(batch, 5);
    expect(budget.categorySentence('wrenchet', meaning)).toBeUndefined();
    expect(budget.mayGiveKindSentence(meaning)).toBe(false);
    batch.kindSentenceUses.set('he kept the {w} in his toolbox.', { real: 2, fake: 2 });
    expect(budget.mayGiveKindSentence(meaning)).toBe(true);
  });

  it('counts a sentence only a word of one spelling may take (a plural is never the subject of "was")', () => {
    const budget = fakeBudget(emptyBatch(), 1);
    expect(budget.categorySentence('wrenchets', meaning)).toBeUndefined();
    expect(budget.mayGiveKindSentence(meaning)).toBe(true);
  });
});
