import { definitionWordShares } from './definition-word-shares';

describe("the words of the fakes' definitions", () => {
  // 100 real definitions: "a tool" in all, "only" in 2, "linen" in none.
  const reals = Array.from({ length: 100 }, (_, index) =>
    index < 2 ? `a tool used only for task ${index}` : 'a tool for work',
  );

  it("let each word into the fakes' definitions up to half again the real words' share, and a few of any", () => {
    const shares = definitionWordShares(reals, 100);
    // "only": 2% of 100 fakes, half again -> 3; "linen": none in the real words, yet 3 may.
    const taken = ['only', 'only', 'only', 'only'].filter((word) => {
      const definition = `a tool for work ${word}`;
      if (!shares.fits(definition)) return false;
      shares.take(definition);
      return true;
    });
    expect(taken).toHaveLength(3);
    // The words every real definition has stay open.
    expect(shares.fits('a tool for work')).toBe(true);
    for (let index = 0; index < 3; index += 1) shares.take('a tool of linen');
    expect(shares.fits('a tool of linen')).toBe(false);
  });

  it('keep no shares for a small batch', () => {
    const shares = definitionWordShares(reals, 10);
    for (let index = 0; index < 10; index += 1) shares.take('a tool kept only for linen');
    expect(shares.fits('a tool kept only for linen')).toBe(true);
  });
});
