import { explainGraftedFake, explainRealWord } from './explanations';

describe('what the feedback panel tells a player about a word', () => {
  it('names a real word by its rarity and class', () => {
    expect(explainRealWord('verb', 'very rare')).toBe('Real: a very rare English verb.');
  });

  it("says where a fake's ending came from only when it is true", () => {
    expect(explainGraftedFake('vexam', 'ic', 'adjective', true, 'copacetic')).toBe(
      "Made up: an invented 'vexam-' with the real adjective ending '-ic'; the meaning belongs to 'copacetic'.",
    );
    expect(explainGraftedFake('ter', 'cess', 'noun', false, 'recess')).toBe(
      "Made up: an invented 'ter-' with the ending and the meaning of 'recess'.",
    );
    // tronzo took its ending from other real nouns of its sense: parsnip does not end in -zo.
    expect(explainGraftedFake('tron', 'zo', 'noun', false, 'parsnip')).toBe(
      "Made up: an invented 'tron-' with '-zo', an ending real nouns have; the meaning belongs to 'parsnip'.",
    );
  });
});
