import { JUDGED_NAMED_MEANINGS } from './data/judged-named-meanings';
import { judgedNameOf } from './judged-named-meanings';
import { WRITTEN_MEANINGS } from './written-meanings';

describe('meanings readers named a word for', () => {
  it('give the word named, whatever the case or surrounding spaces of the definition', () => {
    const [definition, namedBy] = JUDGED_NAMED_MEANINGS[0]!;
    expect(judgedNameOf(definition)).toBe(namedBy);
    expect(judgedNameOf(` ${definition.toUpperCase()} `)).toBe(namedBy);
    expect(judgedNameOf('a clamp that holds a violin bow while its hair is replaced')).toBeUndefined();
  });

  it('are each a meaning written for fakes, with the word or term named', () => {
    const written = new Set(WRITTEN_MEANINGS.map(({ definition }) => definition));
    const strays = JUDGED_NAMED_MEANINGS.filter(
      ([definition, namedBy]) => !written.has(definition) || namedBy.trim() === '',
    );
    expect(strays).toEqual([]);
  });
});
