import {
  buildFollowup,
  correctFollowupAnswer,
  FILLER_DEFINITIONS,
  FILLER_FAKE_WORDS,
  FILLER_REAL_WORDS,
  followupQuestion,
  type FollowupWord,
} from './followup-options';
import { createSeededRandom } from './random';

const realWord: FollowupWord = {
  word: 'petrichor',
  isReal: true,
  definition: 'The smell of rain on dry earth',
  definitionCorrect: 'A pleasant smell that accompanies the first rain after dry weather',
  definitionFake1: 'A fossilised tree resin',
  definitionFake2: 'A fear of stone buildings',
  definitionFake3: 'A Greek coin of small value',
};

const fakeWord: FollowupWord = {
  word: 'glimbrous',
  isReal: false,
  definition: 'Shining faintly through fog',
  wordsReal: 'luminous',
  wordsFake1: 'glimmerous',
  wordsFake2: 'fogbrite',
  wordsFake3: 'shimmerant',
};

function lowerKeys(options: string[]): Set<string> {
  return new Set(options.map((option) => option.trim().toLowerCase()));
}

describe('filler lists', () => {
  it('have at least 12 distinct, non-blank entries each', () => {
    for (const list of [FILLER_DEFINITIONS, FILLER_REAL_WORDS, FILLER_FAKE_WORDS]) {
      expect(list.length).toBeGreaterThanOrEqual(12);
      expect(lowerKeys([...list]).size).toBe(list.length);
      for (const entry of list) {
        expect(entry.trim()).toBe(entry);
        expect(entry).not.toBe('');
      }
    }
  });

  it('keep invented fillers apart from real fillers', () => {
    const real = lowerKeys([...FILLER_REAL_WORDS]);
    for (const invented of FILLER_FAKE_WORDS) {
      expect(real.has(invented.toLowerCase())).toBe(false);
    }
  });
});

describe('followupQuestion', () => {
  it('asks about definitions for real words and about real words for fake words', () => {
    expect(followupQuestion(true)).toBe('Which of these also describes the word?');
    expect(followupQuestion(false)).toBe('Which of these is a real word?');
  });
});

describe('buildFollowup for a real word', () => {
  it('offers the correct definition and the three fakes', () => {
    const followup = buildFollowup(realWord, createSeededRandom(1));
    expect(followup).not.toBeNull();
    expect(followup?.question).toBe('Which of these also describes the word?');
    expect(followup?.correctAnswer).toBe(realWord.definitionCorrect);
    expect([...(followup?.options ?? [])].sort()).toEqual(
      [
        realWord.definitionCorrect,
        realWord.definitionFake1,
        realWord.definitionFake2,
        realWord.definitionFake3,
      ].sort(),
    );
  });

  it('falls back to the definition when there is no definitionCorrect, padding with filler definitions', () => {
    const followup = buildFollowup(
      { word: 'kerfuffle', isReal: true, definition: '  A commotion or fuss  ' },
      createSeededRandom(2),
    );
    expect(followup?.correctAnswer).toBe('A commotion or fuss');
    expect(followup?.options).toHaveLength(4);
    expect(followup?.options).toContain('A commotion or fuss');
    const fillers = followup?.options.filter((option) => option !== 'A commotion or fuss') ?? [];
    expect(fillers).toHaveLength(3);
    for (const filler of fillers) {
      expect(FILLER_DEFINITIONS).toContain(filler);
    }
  });

  it('drops blanks and duplicates (case-insensitive, trimmed) and pads the gap', () => {
    const followup = buildFollowup(
      {
        word: 'lugubrious',
        isReal: true,
        definition: 'Looking sad and dismal',
        definitionFake1: ' looking SAD and dismal ',
        definitionFake2: '   ',
        definitionFake3: 'Very cheerful',
      },
      createSeededRandom(3),
    );
    const options = followup?.options ?? [];
    expect(options).toHaveLength(4);
    expect(lowerKeys(options).size).toBe(4);
    expect(options).toContain('Looking sad and dismal');
    expect(options).toContain('Very cheerful');
    expect(options.filter((option) => FILLER_DEFINITIONS.includes(option))).toHaveLength(2);
  });
});

describe('buildFollowup for a fake word', () => {
  it('offers the real word and the three fakes', () => {
    const followup = buildFollowup(fakeWord, createSeededRandom(4));
    expect(followup?.question).toBe('Which of these is a real word?');
    expect(followup?.correctAnswer).toBe('luminous');
    expect([...(followup?.options ?? [])].sort()).toEqual([
      'fogbrite',
      'glimmerous',
      'luminous',
      'shimmerant',
    ]);
  });

  it('pads with invented words only, so the real word stays the single right answer', () => {
    const followup = buildFollowup({ word: 'snorple', isReal: false, definition: 'x', wordsReal: 'snore' });
    const options = followup?.options ?? [];
    expect(options).toHaveLength(4);
    for (const option of options.filter((option) => option !== 'snore')) {
      expect(FILLER_FAKE_WORDS).toContain(option);
      expect(FILLER_REAL_WORDS).not.toContain(option);
    }
  });

  it('returns null when the fake word has no real alternative', () => {
    expect(buildFollowup({ ...fakeWord, wordsReal: undefined })).toBeNull();
    expect(buildFollowup({ ...fakeWord, wordsReal: '   ' })).toBeNull();
  });

  it('does not let a fake option equal to the real word push the real word out', () => {
    const followup = buildFollowup(
      { ...fakeWord, wordsFake1: 'LUMINOUS', wordsFake2: 'Luminous ' },
      createSeededRandom(5),
    );
    const options = followup?.options ?? [];
    expect(options).toContain('luminous');
    expect(lowerKeys(options).size).toBe(4);
  });
});

describe('buildFollowup in general', () => {
  it('always gives exactly four unique options including the correct one', () => {
    const random = createSeededRandom(6);
    const variants: FollowupWord[] = [
      realWord,
      fakeWord,
      { word: 'a', isReal: true, definition: 'only a definition' },
      {
        word: 'b',
        isReal: false,
        definition: 'd',
        wordsReal: 'real',
        wordsFake1: 'real',
        wordsFake2: 'REAL',
      },
      { ...realWord, definitionFake1: FILLER_DEFINITIONS[0], definitionFake2: FILLER_DEFINITIONS[1] },
    ];
    for (const variant of variants) {
      for (let run = 0; run < 30; run += 1) {
        const followup = buildFollowup(variant, random);
        expect(followup?.options).toHaveLength(4);
        expect(lowerKeys(followup?.options ?? []).size).toBe(4);
        expect(followup?.options).toContain(followup?.correctAnswer);
      }
    }
  });

  it('shuffles deterministically with a seeded source and moves the correct answer around', () => {
    expect(buildFollowup(realWord, createSeededRandom(9))).toEqual(
      buildFollowup(realWord, createSeededRandom(9)),
    );
    const random = createSeededRandom(10);
    const positions = new Set<number>();
    for (let run = 0; run < 100; run += 1) {
      const followup = buildFollowup(realWord, random);
      positions.add(followup?.options.indexOf(followup.correctAnswer) ?? -1);
    }
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('correctFollowupAnswer', () => {
  it('is the option buildFollowup marks right, drawing no random number', () => {
    for (const word of [realWord, fakeWord]) {
      expect(correctFollowupAnswer(word)).toBe(buildFollowup(word, createSeededRandom(2))?.correctAnswer);
    }
  });

  it("falls back to a real word's definition, and to nothing for a fake word without a real one", () => {
    expect(correctFollowupAnswer({ ...realWord, definitionCorrect: ' ' })).toBe(realWord.definition);
    expect(correctFollowupAnswer({ ...fakeWord, wordsReal: undefined })).toBe('');
  });
});
