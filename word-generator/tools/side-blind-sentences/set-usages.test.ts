import { setUsages } from './set-usages';

describe('setting the sentences of a word data file', () => {
  it("replaces a written meaning's sentence and adds one where it had none, keeping comments and order", () => {
    const source = [
      'export const MEANINGS = [',
      '  // device',
      "  { kind: 'noun:1', definition: 'a clamp for a ladder', usage: 'Old {w}.', takesObject: false },",
      '  {',
      "    kind: 'noun:2',",
      '    definition: "a cook\'s knife",',
      "    siblingOf: 'noun:3',",
      '  },',
      "  { kind: 'noun:4', definition: 'left alone' },",
      '];',
    ].join('\n');
    const usages = new Map([
      ['a clamp for a ladder', "The painter's {w} held the bucket steady."],
      ["a cook's knife", 'The chef sharpened her {w} before service.'],
    ]);
    const { source: result, set } = setUsages(source, 'fake', (key) => usages.get(key));
    expect(set).toBe(2);
    expect(result).toContain("usage: 'The painter\\'s {w} held the bucket steady.', takesObject: false },");
    expect(result).toContain(
      "definition: \"a cook's knife\", usage: 'The chef sharpened her {w} before service.',",
    );
    expect(result).toContain('  // device');
    expect(result).toContain("{ kind: 'noun:4', definition: 'left alone' },");
  });

  it("finds a real word's sentence by word and sense", () => {
    const source = "export const USAGES = [{ word: 'hogan', synset: 'noun:1', usage: 'Old {w}.' }];";
    const { source: result } = setUsages(source, 'real', (key) =>
      key === 'hogan|noun:1' ? 'The family built {a} {w} of logs and mud.' : undefined,
    );
    expect(result).toBe(
      "export const USAGES = [{ word: 'hogan', synset: 'noun:1', usage: 'The family built {a} {w} of logs and mud.' }];",
    );
  });
});
