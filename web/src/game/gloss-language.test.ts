import { correctAnswerLangOf, usagePartsOf, wordLangOf } from './gloss-language';

describe('the languages of a word’s texts', () => {
  it('splits a Filipino usage sentence from its English translation in parentheses', () => {
    expect(
      usagePartsOf(
        'Ramdam ko ang kilig nang ngumiti siya. (I felt a giddy rush when he smiled.)',
        'filipino',
      ),
    ).toEqual({
      sentence: 'Ramdam ko ang kilig nang ngumiti siya.',
      translation: 'I felt a giddy rush when he smiled.',
    });
  });

  it('leaves a sentence without a translation, and every English sentence, whole', () => {
    expect(usagePartsOf('Walang salin ito.', 'filipino')).toEqual({
      sentence: 'Walang salin ito.',
      translation: null,
    });
    expect(usagePartsOf('A rare find (so they say)', 'english')).toEqual({
      sentence: 'A rare find (so they say)',
      translation: null,
    });
  });

  it('marks a real word’s right option as an English gloss and a made-up word’s as the word’s language', () => {
    expect(correctAnswerLangOf(true, 'filipino')).toBe('en');
    expect(correctAnswerLangOf(false, 'filipino')).toBe('fil');
    expect(correctAnswerLangOf(false, 'english')).toBe('en');
    expect(wordLangOf('latin')).toBe('la');
  });
});
