import { createSeededRandom } from '@bluffle/shared-schema';
import type { GeneratedWord } from '../common/generated-word';
import type { RealWordCandidate } from './real-word-candidates';
import { balanceTemplates, type RealEntry, type TemplateUses } from './template-balance';
import { templatesWrittenFor } from './usage-templates';
import type { WordUsage } from './word-usage';

function candidate(word: string, fields: Partial<RealWordCandidate> = {}): RealWordCandidate {
  return {
    word,
    wordClass: 'adjective',
    lexFile: 'adj.all',
    category: 'quality',
    definition: `the meaning of ${word}`,
    example: undefined,
    takesObject: false,
    difficulty: 'hard',
    scowlLevel: undefined,
    subtlexCount: 0,
    lendsEnding: true,
    senseRank: 0,
    synsetKey: `adj:${word}`,
    ...fields,
  };
}

const made = (meaning: RealWordCandidate, usage: WordUsage) =>
  ({ word: meaning.word, wordClass: meaning.wordClass, usage: usage.sentence }) as GeneratedWord;

function entry(meaning: RealWordCandidate, provenance: string, isCategory = false): RealEntry {
  const usage = { sentence: `A sentence with ${meaning.word}.`, isTemplate: false, isCategory, provenance };
  return { candidate: meaning, usage, word: made(meaning, usage) };
}

const [quality] = templatesWrittenFor(candidate('x'));
const [relation] = templatesWrittenFor(candidate('x', { category: 'relation' }));

describe('template balance', () => {
  it('gives real words of the kind the templates fakes use more, borrowed sentences before own examples', () => {
    const own = entry(candidate('dapper'), 'its own WordNet example');
    const borrowed = entry(candidate('jaunty'), "borrowed WordNet example of a sibling meaning ('spruce')");
    const kind = entry(candidate('natty'), 'category sentence', true);
    const noun = entry(
      candidate('fedora', { wordClass: 'noun', category: 'artifact' }),
      'its own WordNet example',
    );
    const uses: TemplateUses = new Map([[quality as string, { real: 0, fake: 1 }]]);
    const remade = balanceTemplates([own, borrowed, kind, noun], [], uses, made, createSeededRandom(1));
    expect([...remade.keys()]).toEqual([borrowed]);
    expect(remade.get(borrowed)?.usage).toMatchObject({ isTemplate: true, provenance: 'template sentence' });
    expect(remade.get(borrowed)?.word.usage).toContain('jaunty');
    expect(uses.get(quality as string)).toEqual({ real: 1, fake: 1 });
  });

  it('never gives up a kind sentence, and leaves a template short when no word of its kind can take it', () => {
    const kind = entry(candidate('natty'), 'category sentence', true);
    const uses: TemplateUses = new Map([[quality as string, { real: 0, fake: 2 }]]);
    expect(balanceTemplates([kind], [], uses, made, createSeededRandom(1)).size).toBe(0);
    expect(uses.get(quality as string)).toEqual({ real: 0, fake: 2 });
  });

  it('brings in a spare real word of the kind in place of a real word of the same class', () => {
    const own = entry(candidate('dapper'), 'its own WordNet example');
    const spare = candidate('dental', { category: 'relation', lexFile: 'adj.pert' });
    const uses: TemplateUses = new Map([[relation as string, { real: 0, fake: 1 }]]);
    const remade = balanceTemplates([own], [spare], uses, made, createSeededRandom(1));
    expect(remade.get(own)?.candidate.word).toBe('dental');
    expect(uses.get(relation as string)).toEqual({ real: 1, fake: 1 });
  });

  it('skips a real word whose follow-up would not stay fair with the template', () => {
    const own = entry(candidate('dapper'), 'its own WordNet example');
    const uses: TemplateUses = new Map([[quality as string, { real: 0, fake: 1 }]]);
    expect(balanceTemplates([own], [], uses, () => undefined, createSeededRandom(1)).size).toBe(0);
  });
});
