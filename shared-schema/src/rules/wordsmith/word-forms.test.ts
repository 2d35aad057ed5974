import { findWordForm, inflectedForms, textShowsWord } from './word-forms';

describe('finding a word in a sentence', () => {
  it('finds an English word or a regular inflection of it as a whole word', () => {
    expect(findWordForm('His heart fibrillated and he died', 'fibrillate')?.text).toBe('fibrillated');
    expect(inflectedForms('carry')).toContain('carried');
    expect(inflectedForms('stop')).toContain('stopping');
    expect(textShowsWord('She was versifying all night.', 'versify', 'english')).toBe(true);
    expect(textShowsWord('The universal truth.', 'verse', 'english')).toBe(false);
    expect(textShowsWord('Glimbers everywhere!', 'glimber', 'english')).toBe(true);
  });

  it('finds a Filipino root inside its affixed forms, infixes and doubled syllables included', () => {
    expect(textShowsWord('Nagtampo siya kahapon.', 'tampo', 'filipino')).toBe(true);
    expect(textShowsWord('Kumain kami ng kanin.', 'kain', 'filipino')).toBe(true);
    expect(textShowsWord('Kakain na tayo.', 'kain', 'filipino')).toBe(true);
    expect(textShowsWord('Kumakain ang bata.', 'kain', 'filipino')).toBe(true);
    expect(textShowsWord('Umuwi na siya.', 'kain', 'filipino')).toBe(false);
  });

  it('finds a word of one or two letters only as a whole word', () => {
    expect(textShowsWord('Maganda ay ang araw.', 'ay', 'filipino')).toBe(true);
    expect(textShowsWord('Bahay namin.', 'ay', 'filipino')).toBe(false);
  });

  it('finds a Latin word with another ending inside a longer word', () => {
    expect(textShowsWord('Amicus certus in re incerta cernitur.', 'amic', 'latin')).toBe(true);
  });

  it('searches a word of several parts as written, without letters around it', () => {
    expect(textShowsWord('Nag-aral siya ng mag-aral.', 'mag-aral', 'filipino')).toBe(true);
    expect(textShowsWord('Her speech was a tour de force.', 'tour de force', 'english')).toBe(true);
    expect(textShowsWord('A detour de forcemeat.', 'tour de force', 'english')).toBe(false);
  });
});
