import { CATALOGUES } from '../messages';

/** Every text of a catalogue, a text with values filled with sample ones (a text that needs a list is left out). */
function textsOf(catalogue: unknown): string[] {
  const samples = new Proxy({} as Record<string, unknown>, { get: () => 3 });
  if (typeof catalogue === 'string') return [catalogue];
  if (typeof catalogue === 'function') {
    try {
      const text: unknown = (catalogue as (values: unknown) => unknown)(samples);
      return typeof text === 'string' ? [text] : [];
    } catch {
      return [];
    }
  }
  if (typeof catalogue !== 'object' || catalogue === null) return [];
  return Object.values(catalogue).flatMap(textsOf);
}

describe('the Filipino catalogue', () => {
  it("asks 'real or made up?' with gawa-gawa, as the solo round does, never with the English 'bluff'", () => {
    const realOrQuestions = textsOf(CATALOGUES.filipino).filter((text) =>
      /\btotoo(ng salita)? (ba )?o\b[^?]*\?/i.test(text),
    );
    expect(realOrQuestions).toContain(CATALOGUES.filipino.round.phaseOnePrompt);
    expect(realOrQuestions.filter((text) => /\bbluff\b/i.test(text))).toEqual([]);
    expect(realOrQuestions.filter((text) => !/gawa-gawa|peke/i.test(text))).toEqual([]);
  });
});
