import { createSeededRandom } from '@bluffle/shared-schema';
import {
  filipinoRarityOf,
  measureFilipinoQuality,
  namesCustomOrBelief,
  translationDrifts,
  translationEchoes,
} from './filipino-quality';
import { filipinoSeedWords } from '../filipino/filipino-words';
import type { SeedWord } from '../common/seed-word';

const [template] = filipinoSeedWords(createSeededRandom(1));

function word(name: string, isReal: boolean, definition: string, usage: string): SeedWord {
  if (!template) throw new Error('no Filipino words');
  return { ...template, word: name, isReal, definition, usage };
}

describe('measureFilipinoQuality', () => {
  it('counts the real words by rarity tier and estimates how many a speaker would miss', () => {
    const quality = measureFilipinoQuality([
      word('kilig', true, 'a thrill', 'Kilig ako. (I feel a thrill.)'),
      word('takipsilim', true, 'twilight', 'Takipsilim na. (It is twilight.)'),
      word('salambaw', true, 'a lift net', 'Ang salambaw. (The lift net.)'),
      word('gorbat', false, 'a stone doorstop', 'Ang gorbat. (The stone doorstop.)'),
    ]);
    expect(quality.rarities).toEqual({ everyday: 1, known: 1, literary: 1 });
    expect(quality.estimatedMissed).toBeCloseTo((0.03 + 0.15 + 0.4) / 3);
    expect(quality.everydayReals.count).toBe(1);
  });

  it('finds definitions that name a custom or belief, and translations that drift from their definition', () => {
    expect(namesCustomOrBelief('salt thrown onto a roof against storms, said to ward off lightning')).toBe(
      true,
    );
    expect(namesCustomOrBelief('the frayed end of a rope')).toBe(false);
    expect(
      translationDrifts({ definition: 'overstaying; unwelcome', usage: 'X ang bata. (The baby is chubby.)' }),
    ).toBe(true);
    expect(translationDrifts({ definition: 'a lift net', usage: 'Ang X. (They raised the lift net.)' })).toBe(
      false,
    );
    expect(filipinoRarityOf('not-an-entry')).toBe('known');
  });

  it('finds translations that repeat three or more words of the definition, not a short name', () => {
    const echo = (definition: string, translation: string) =>
      translationEchoes({ definition, usage: `Nagkaroon siya ng X. (${translation})` });
    expect(echo('a blood blister under a fingernail', 'He got a blood blister under a fingernail.')).toBe(
      true,
    );
    expect(echo('to land or dock, as a ship', 'The ship had to land or dock at night.')).toBe(true);
    expect(echo('a blood blister under a fingernail', 'He got a blister under his nail.')).toBe(false);
    expect(echo('a lift net; a net raised from below', 'They raised the lift net.')).toBe(false);
  });
});
