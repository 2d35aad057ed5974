import type { AdminWordView } from '@bluffle/shared-schema';
import { generateSummary } from './generate-summary';

const word = (text: string) => ({ word: text }) as AdminWordView;

describe('generateSummary', () => {
  it('lists the new words and the skipped duplicates', () => {
    expect(
      generateSummary({
        words: [word('nimble'), word('glimmerous')],
        duplicatesSkipped: 1,
        duplicateWords: ['lugubrious'],
      }),
    ).toBe('Added 2 new words: nimble, glimmerous. Skipped 1 duplicate: lugubrious.');
  });

  it('says when nothing new came', () => {
    expect(generateSummary({ words: [], duplicatesSkipped: 2, duplicateWords: ['a', 'b'] })).toBe(
      'No new words were added. Skipped 2 duplicates: a, b.',
    );
    expect(generateSummary({ words: [word('one')], duplicatesSkipped: 0, duplicateWords: [] })).toBe(
      'Added 1 new word: one.',
    );
  });
});
