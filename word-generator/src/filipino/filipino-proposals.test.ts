import { sharesContentWord } from '../common/distractors';
import { FILIPINO_REAL_WORDS } from './filipino-real-data';
import { FILIPINO_FAKES } from './filipino-words';
import {
  affixOfForm,
  filipinoFakeAlternatives,
  filipinoWrongDefinitions,
  proposeFilipinoFake,
} from './filipino-proposals';
import { createSeededRandom } from '@bluffle/shared-schema';

describe('Filipino proposals for the wordsmith', () => {
  it('sees the real affix a typed word carries', () => {
    expect(affixOfForm('magblorf')).toMatchObject({ root: 'blorf', affix: { id: 'mag-' } });
    expect(affixOfForm('kagandahan')).toMatchObject({ root: 'ganda', affix: { id: 'ka- -an' } });
    expect(affixOfForm('xyz')).toBeUndefined();
  });

  it('proposes a fake that borrows a real entry of the same slot, its sentence using the typed word', () => {
    const fake = proposeFilipinoFake(' MagBlorf ', createSeededRandom(3));
    expect(fake).toMatchObject({ word: 'magblorf', isReal: false, language: 'filipino', wordClass: 'verb' });
    const donor = FILIPINO_REAL_WORDS.find((entry) => fake?.explanation.includes(`"${entry.word}"`));
    expect(donor?.definition).toBe(fake?.definition);
    expect(FILIPINO_REAL_WORDS.some((entry) => entry.word === fake?.wordsReal)).toBe(true);
    expect(fake?.wordsReal).not.toBe(donor?.word);
    expect(fake?.usage.toLowerCase()).toContain('magblorf');
    expect(fake?.explanation).toMatch(/invented root "blorf" with the real verb prefix mag-/);
    const options = [fake?.wordsReal, fake?.wordsFake1, fake?.wordsFake2, fake?.wordsFake3];
    expect(new Set(options).size).toBe(4);
    expect(proposeFilipinoFake('magblorf', createSeededRandom(3))).toEqual(fake);
  });

  it('offers checked invented words with the same affix first, never the word itself', () => {
    const alternatives = filipinoFakeAlternatives('magblorf', new Set(), createSeededRandom(1));
    expect(alternatives).toHaveLength(3);
    const invented = new Map(FILIPINO_FAKES.map((fake) => [fake.word, fake.affix]));
    expect(alternatives.every((word) => invented.get(word) === 'mag-')).toBe(true);
    const excluded = new Set(alternatives);
    expect(
      filipinoFakeAlternatives('magblorf', excluded, createSeededRandom(1)).some((word) =>
        excluded.has(word),
      ),
    ).toBe(false);
  });

  it('picks wrong meanings of the same class that share no content word with the definition or each other', () => {
    const definition = 'A rush of excitement from romance.';
    const wrong = filipinoWrongDefinitions(
      { word: 'kilig', wordClass: 'noun', definition },
      createSeededRandom(2),
    );
    expect(wrong).toHaveLength(3);
    for (const option of wrong) expect(sharesContentWord(option, definition)).toBe(false);
    expect(new Set(wrong).size).toBe(3);
  });
});
