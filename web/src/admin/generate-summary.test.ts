import type { AdminWordView } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import { generateSummary } from './generate-summary';

const word = (text: string) => ({ word: text }) as AdminWordView;
const english = CATALOGUES.english.adminWords;

describe('generateSummary', () => {
  it('lists the new words and the skipped duplicates', () => {
    expect(
      generateSummary(
        { words: [word('nimble'), word('glimmerous')], duplicatesSkipped: 1, duplicateWords: ['lugubrious'] },
        english,
      ),
    ).toBe('Added 2 new words: nimble, glimmerous. Skipped 1 duplicate: lugubrious.');
  });

  it('says when nothing new came', () => {
    expect(generateSummary({ words: [], duplicatesSkipped: 2, duplicateWords: ['a', 'b'] }, english)).toBe(
      'No new words were added. Skipped 2 duplicates: a, b.',
    );
    expect(generateSummary({ words: [word('one')], duplicatesSkipped: 0, duplicateWords: [] }, english)).toBe(
      'Added 1 new word: one.',
    );
  });

  it('speaks Filipino to a Filipino admin, the words as they are', () => {
    expect(
      generateSummary(
        { words: [word('bahaghari')], duplicatesSkipped: 1, duplicateWords: ['dalisay'] },
        CATALOGUES.filipino.adminWords,
      ),
    ).toBe('Nagdagdag ng 1 bagong salita: bahaghari. Nilaktawan ang 1 doble: dalisay.');
  });
});
