import { findProfanity } from './text-profanity';

describe('profanity in what a person wrote', () => {
  it('finds swear words and slurs, a few stems anywhere in a word', () => {
    expect(findProfanity('What the FUCK is this bullshit?', 'english')).toEqual(['fuck', 'bullshit']);
    expect(findProfanity('Damn, a prick.', 'english')).toEqual(['damn', 'prick']);
  });

  it('leaves innocent words that merely hold the letters of one', () => {
    const clean = 'A peacock in a shell read the document about Scunthorpe, then said hello to Dickens.';
    expect(findProfanity(clean, 'english')).toEqual([]);
  });

  it('checks Filipino text against the Filipino list too, as whole words and phrases', () => {
    expect(findProfanity('Putang ina, ang gulo!', 'filipino')).toEqual(['putang', 'putang ina']);
    expect(findProfanity('Nagpuputangkahoy sila.', 'filipino')).toEqual([]);
    // `poke` is an English verb: the Filipino list is not applied to English text.
    expect(findProfanity('Do not poke the bear.', 'english')).toEqual([]);
  });
});
