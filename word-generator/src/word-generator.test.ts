import { LANGUAGES, WORD_CLASSES } from '@bluffle/shared-schema';
import { loadWordGenerator, UnsupportedLanguageError } from './word-generator';

// The real generator, loaded once for the file (a few seconds): the same one the server and the bank use.
const generator = loadWordGenerator();

describe('the word generator', () => {
  it('makes the same words for the same seed, and other words for another seed', () => {
    const first = generator.generate({ language: 'english', count: 20, seed: 42 });
    const again = generator.generate({ language: 'english', count: 20, seed: 42 });
    const other = generator.generate({ language: 'english', count: 20, seed: 43 });
    expect(again).toEqual(first);
    expect(other.map((word) => word.word)).not.toEqual(first.map((word) => word.word));
  });

  it('makes as many words as asked, about half real and half fake, all different', () => {
    for (const count of [1, 2, 7, 20]) {
      const words = generator.generate({ language: 'english', count, seed: count });
      expect(words).toHaveLength(count);
      const reals = words.filter((word) => word.isReal).length;
      expect(Math.abs(reals - (count - reals))).toBeLessThanOrEqual(1);
      expect(new Set(words.map((word) => word.word)).size).toBe(count);
    }
  });

  it('skips taken words, and the meanings of taken words', () => {
    const first = generator.generate({ language: 'english', count: 20, seed: 5 });
    const taken = new Set(first.flatMap((word) => [word.word, word.wordsReal ?? word.word]));
    const next = generator.generate({
      language: 'english',
      count: 20,
      seed: 5,
      isTaken: (word) => taken.has(word),
    });
    for (const word of next) {
      expect(taken.has(word.word)).toBe(false);
      if (!word.isReal) expect(taken.has(word.wordsReal as string)).toBe(false);
    }
  });

  it('gives every English word every field, its follow-up data and its provenance', () => {
    for (const word of generator.generate({ language: 'english', count: 40, seed: 9 })) {
      expect(word.language).toBe('english');
      expect(WORD_CLASSES).toContain(word.wordClass);
      for (const text of [
        word.word,
        word.definition,
        word.usage,
        word.category,
        word.explanation,
        word.provenance,
      ])
        expect(text.trim()).not.toBe('');
      const options = word.isReal
        ? [word.definitionCorrect, word.definitionFake1, word.definitionFake2, word.definitionFake3]
        : [word.wordsReal, word.wordsFake1, word.wordsFake2, word.wordsFake3];
      expect(new Set(options.filter(Boolean)).size).toBe(4);
      if (word.isReal) expect(word.definitionCorrect).not.toBe(word.definition);
      else expect(generator.isKnownRealWord(word.word, 'english')).toBe(false);
    }
  });

  it('makes Filipino words and refuses Latin, which has no data we may ship', () => {
    const filipino = generator.generate({ language: 'filipino', count: 10, seed: 1 });
    expect(filipino).toHaveLength(10);
    expect(filipino.every((word) => word.language === 'filipino')).toBe(true);
    expect(generator.languages).not.toContain('latin');
    expect(LANGUAGES).toContain('latin');
    expect(() => generator.generate({ language: 'latin', count: 5, seed: 1 })).toThrow(
      UnsupportedLanguageError,
    );
  });

  it('still makes new Filipino fakes once every bank fake is stored, borrowing real Filipino meanings', () => {
    // Half of 1,114 is every invented word the bank pairs with a donor (557): all of them come out first.
    const bank = generator.generate({ language: 'filipino', count: 1114, seed: 2 });
    const stored = new Set(bank.map((word) => word.word));
    const more = generator.generate({
      language: 'filipino',
      count: 10,
      seed: 3,
      isTaken: (word) => stored.has(word),
    });
    const fakes = more.filter((word) => !word.isReal);
    expect(fakes.length).toBeGreaterThanOrEqual(4);
    for (const word of more) expect(stored.has(word.word)).toBe(false);
    for (const word of fakes) {
      expect(generator.isKnownRealWord(word.wordsReal as string, 'filipino')).toBe(true);
    }
  });

  it('looks up a real word with every field (for Fill-in), the same each time, and nothing for a fake', () => {
    const entry = generator.lookupRealWord('Swivet', 'english');
    expect(entry).toMatchObject({
      word: 'swivet',
      isReal: true,
      language: 'english',
      wordClass: 'noun',
    });
    expect(entry?.definitionCorrect).not.toBe(entry?.definition);
    expect(new Set([entry?.definitionFake1, entry?.definitionFake2, entry?.definitionFake3]).size).toBe(3);
    expect(generator.lookupRealWord('swivet', 'english')).toEqual(entry);
    expect(generator.lookupRealWord('terpelourize', 'english')).toBeUndefined();
    expect(generator.lookupRealWord('kilig', 'filipino')).toMatchObject({ word: 'kilig', isReal: true });
    expect(generator.lookupRealWord('swivet', 'latin')).toBeUndefined();
  });

  it('knows real words and says why a string cannot be a fake', () => {
    expect(generator.isKnownRealWord('Copacetic', 'english')).toBe(true);
    expect(generator.isKnownRealWord('terpelourize', 'english')).toBe(false);
    expect(generator.rejectAsFakeEnglish('copacetic')).toBe('known-word');
    expect(generator.rejectAsFakeEnglish('elefant')).toBe('one-edit-from-common');
    expect(generator.rejectAsFakeEnglish('terpelourize')).toBeUndefined();
  });
});

describe("the wordsmith's tools", () => {
  it('says what the data knows about a typed word: known, dictionary classes, why it could not be a fake', () => {
    expect(generator.inspectWord(' Cat ', 'english')).toEqual({
      word: 'cat',
      isKnownRealWord: true,
      coverage: 'full',
      dictionaryClasses: ['noun', 'verb'],
      fakeProblems: ['known-word'],
    });
    expect(generator.inspectWord('terpelourize', 'english')).toMatchObject({
      isKnownRealWord: false,
      dictionaryClasses: [],
      fakeProblems: [],
    });
    expect(generator.inspectWord('elefant', 'english').fakeProblems).toEqual(['one-edit-from-common']);
    expect(generator.inspectWord('tangleness', 'english').fakeProblems).toContain('real-word-plus-affix');
    expect(generator.inspectWord('kilig', 'filipino')).toMatchObject({
      isKnownRealWord: true,
      coverage: 'partial',
      dictionaryClasses: ['noun'],
    });
    expect(generator.inspectWord('magblorf', 'filipino')).toMatchObject({
      isKnownRealWord: false,
      fakeProblems: [],
    });
    expect(generator.inspectWord('magtampo', 'filipino').fakeProblems).toEqual(['known-word']);
    expect(generator.inspectWord('amicus', 'latin')).toMatchObject({ coverage: 'none', fakeProblems: [] });
  });

  it('describes a dictionary word with a short gloss for Fill-in (loiter: "be about"), its own sentence too', () => {
    expect(generator.lookupRealWord('loiter', 'english')).toMatchObject({
      word: 'loiter',
      isReal: true,
      wordClass: 'verb',
      definition: 'be about',
      usage: expect.stringContaining('loiter'),
      explanation: expect.stringContaining('verb'),
    });
  });

  it('fills in a common word too, as an easy real word', () => {
    expect(generator.lookupRealWord('happy', 'english')).toMatchObject({
      word: 'happy',
      isReal: true,
      difficulty: 'easy',
      wordClass: 'adjective',
    });
  });

  it('proposes a fake for a typed word, borrowing the meaning of a real word that ends alike', () => {
    const fake = generator.proposeFake('Glimberate', 'english', 7);
    expect(fake).toMatchObject({ word: 'glimberate', isReal: false, language: 'english' });
    // -ate ends verbs (liberate) and adjectives (ornate): the donor's class comes with its meaning.
    expect(['verb', 'adjective']).toContain(fake?.wordClass);
    expect(fake?.wordsReal?.endsWith('ate')).toBe(true);
    expect(generator.isKnownRealWord(fake?.wordsReal ?? '', 'english')).toBe(true);
    expect(fake?.usage).toMatch(/glimberat/i);
    expect(fake?.usage).not.toMatch(new RegExp(`\\b${fake?.wordsReal ?? ''}`, 'i'));
    expect(fake?.explanation).toContain(fake?.wordsReal);
    const options = [fake?.wordsFake1, fake?.wordsFake2, fake?.wordsFake3];
    expect(new Set(options).size).toBe(3);
    for (const option of options) expect(generator.isKnownRealWord(option ?? '', 'english')).toBe(false);
    expect(generator.proposeFake('glimberate', 'english', 7)).toEqual(fake);
    expect(() => generator.proposeFake('amicus', 'latin', 7)).toThrow(UnsupportedLanguageError);
  });

  it('proposes wrong definitions and invented alternatives for a wordsmith to take', () => {
    const wrong = generator.proposeWrongDefinitions(
      { word: 'swivet', language: 'english', wordClass: 'noun', definition: 'A state of extreme agitation.' },
      4,
    );
    expect(wrong).toHaveLength(3);
    expect(new Set(wrong).size).toBe(3);
    const alternatives = generator.proposeFakeAlternatives('glimberate', 'english', ['apperate'], 5);
    expect(alternatives).toHaveLength(3);
    expect(alternatives).not.toContain('apperate');
  });

  it('finds profanity in prose without flagging innocent words', () => {
    expect(generator.findProfanity('A peacock in a shell, damn it.', 'english')).toEqual(['damn']);
  });
});
