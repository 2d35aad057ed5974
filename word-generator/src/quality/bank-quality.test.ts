import type { SeedWord } from '../common/seed-word';
import { answerableByMatching, frameOf, genericFrameWords, isOneWordSwap, lengthAuc } from './bank-quality';

function word(fields: Partial<SeedWord>): SeedWord {
  return {
    word: 'decametre',
    definition: 'a metric unit of length equal to ten meters',
    usage: 'The field was a decametre wide.',
    isReal: true,
    difficulty: 'medium',
    category: 'quantity',
    language: 'english',
    wordClass: 'noun',
    explanation: 'Real: a very rare English noun.',
    source: 'seed',
    ...fields,
  };
}

describe('bank quality measures', () => {
  it('tells the sides apart by the length of a text alone: 0.5 when lengths say nothing', () => {
    const short = (isReal: boolean) => word({ isReal, definition: 'wilted; withered' });
    const long = (isReal: boolean) =>
      word({ isReal, definition: "to set coins under a new house's post, for luck" });
    const definition = (entry: SeedWord) => entry.definition;
    // Every fake longer than every real word: a player calls by length alone, always right.
    expect(lengthAuc([short(true), short(true), long(false), long(false)], definition)).toBe(0);
    expect(lengthAuc([short(true), long(true), short(false), long(false)], definition)).toBe(0.5);
  });

  it('finds a donor example with one word swapped, inflection and punctuation aside', () => {
    expect(
      isOneWordSwap('The murderer was prorrhumated for life.', 'the murderer was incarcerated for life'),
    ).toBe(true);
    expect(
      isOneWordSwap('The judge was prorrhumated for life.', 'the murderer was incarcerated for life'),
    ).toBe(false);
  });

  it('reads a usage frame with the word and its article taken out', () => {
    expect(frameOf({ word: 'esolutz', usage: 'It was an esolutz he had never seen.' })).toBe(
      'it was {a} {w} he had never seen.',
    );
    const frames = [
      word({ word: 'kelbit', usage: 'He found an old kelbit in the shed.' }),
      word({ word: 'tarrow', usage: 'He found an old tarrow in the shed.' }),
      word({ word: 'mindle', usage: 'He found an old mindle in the shed.' }),
      word({ word: 'vexam', usage: 'The vexam stood alone.' }),
    ];
    expect([...genericFrameWords(frames)].map((entry) => entry.word)).toEqual(['kelbit', 'tarrow', 'mindle']);
  });

  it('counts a follow-up answerable by matching the screen only when a wrong option does not echo it too', () => {
    const options = {
      definitionFake1: 'the number obtained by division',
      definitionFake2: 'vertical space available under something',
      definitionFake3: 'one of the elements that form a system of numeration',
    };
    expect(
      answerableByMatching(
        word({ definitionCorrect: 'a linear unit of distance in metric terms', ...options }),
      ),
    ).toBe(true);
    expect(
      answerableByMatching(word({ definitionCorrect: 'how far apart two places lie', ...options })),
    ).toBe(false);
    expect(
      answerableByMatching(
        word({
          definitionCorrect: 'a linear unit of distance in metric terms',
          definitionFake1: 'a metric unit of weight',
          definitionFake2: 'a unit of area in metric measure',
          definitionFake3: 'metric system volume unit',
        }),
      ),
    ).toBe(false);
  });
});
