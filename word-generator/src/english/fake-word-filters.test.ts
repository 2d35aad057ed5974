import {
  isCompoundOfCommonWords,
  indexForOneEdits,
  isOneEditFromCommonWord,
  isRealWordPlusSuffix,
  isStartOfCommonWord,
  isUnpronounceable,
  oneEditNeighbours,
  releaseOneEditIndex,
  rejectFakeWord,
  showsCommonWord,
} from './fake-word-filters';

const COMMON = new Set(['wonderful', 'tangle', 'county', 'wide', 'social', 'happy', 'foam', 'vivid']);
const KNOWN = new Set([...COMMON, 'copacetic', 'vivify', 'tangled']);
const LISTS = {
  knownWords: KNOWN,
  commonWords: COMMON,
  compoundParts: COMMON,
  veryCommonWords: new Set(['foam']),
};

describe('fake-word filters', () => {
  it('rejects a word that is in a word list', () => {
    expect(rejectFakeWord('copacetic', 'copacet', LISTS)).toBe('known-word');
  });

  it('rejects a word one edit away from a common word, which would read as a typo', () => {
    expect(isOneEditFromCommonWord('wonderfull', COMMON)).toBe(true);
    expect(isOneEditFromCommonWord('wondreful', COMMON)).toBe(true);
    expect(rejectFakeWord('countly', 'count', { ...LISTS, commonWords: new Set(['courtly']) })).toBe(
      'one-edit-from-common',
    );
    expect(isOneEditFromCommonWord('vexamic', COMMON)).toBe(false);
  });

  it('answers as a search of every one-edit neighbour would, from its index or without one', () => {
    const common = new Set(['table', 'cable', 'tables', 'abet', 'stable', 'cabl-e', 'moon', "o'clock"]);
    const candidates = [
      ...['table', 'tabel', 'tble', 'tablex', 'xtable', 'taxle', 'atble', 'tabl', 'able', 'cab'],
      ...['moon', 'mon', 'mooon', 'noom', 'omon', 'cabl', 'cable', 'oclock', 'zzzzz', '', 'a'],
    ];
    const bySearch = candidates.map((word) =>
      [...oneEditNeighbours(word)].some((found) => common.has(found)),
    );
    indexForOneEdits(common);
    expect(candidates.map((word) => isOneEditFromCommonWord(word, common))).toEqual(bySearch);
    releaseOneEditIndex(common);
    expect(candidates.map((word) => isOneEditFromCommonWord(word, common))).toEqual(bySearch);
    expect(bySearch.filter(Boolean).length).toBeGreaterThan(5);
  });

  it('lists every deletion, swap, substitution and insertion', () => {
    const neighbours = new Set(oneEditNeighbours('ab'));
    for (const expected of ['a', 'b', 'ba', 'xb', 'ax', 'xab', 'axb', 'abx'])
      expect(neighbours.has(expected)).toBe(true);
    expect(neighbours.has('ab')).toBe(false);
  });

  it('rejects a real word plus a suffix, including e-drop and y-to-i spellings', () => {
    expect(isRealWordPlusSuffix('tangleness', KNOWN)).toBe(true);
    expect(isRealWordPlusSuffix('tanglous', KNOWN)).toBe(true);
    expect(isRealWordPlusSuffix('happiness', KNOWN)).toBe(true);
    expect(rejectFakeWord('vividness', 'vivid', LISTS)).toBe('real-word-plus-suffix');
    expect(isRealWordPlusSuffix('vexamic', KNOWN)).toBe(false);
  });

  it('rejects compounds of two common words and stems that show a common word', () => {
    expect(isCompoundOfCommonWords('countywide', COMMON)).toBe(true);
    expect(showsCommonWord('socialt', COMMON, new Set())).toBe(true);
    expect(showsCommonWord('foamin', COMMON, new Set(['foam']))).toBe(true);
    expect(showsCommonWord('vexam', COMMON, new Set(['foam']))).toBe(false);
  });

  it('rejects profanity and unpronounceable letter runs, and accepts a clean invented word', () => {
    expect(rejectFakeWord('shitorous', 'shitor', LISTS)).toBe('profanity');
    expect(isUnpronounceable('strkbation')).toBe(true);
    expect(isUnpronounceable('xcitic')).toBe(true);
    expect(isUnpronounceable('bnlation')).toBe(true);
    expect(isUnpronounceable('tsrandel')).toBe(true);
    expect(isUnpronounceable('kaeiting')).toBe(true);
    expect(rejectFakeWord('vexamic', 'vexam', LISTS)).toBeUndefined();
  });

  it('lets fakes open and end as real words do: str-, spl-, chr-, -ious, -eous (no longer a spelling tell)', () => {
    for (const word of ['strandel', 'splorin', 'chrelic', 'thrombary', 'schalent', 'vexarious', 'pluteous'])
      expect(isUnpronounceable(word)).toBe(false);
  });

  it('keeps short fakes off short common words and common words cut short', () => {
    const lists = {
      ...LISTS,
      commonWords: new Set([...COMMON, 'sojourn', 'key', 'off', 'way', 'bank', 'box']),
      compoundParts: new Set([...COMMON, 'key', 'off', 'way', 'bank', 'box']),
    };
    expect(rejectFakeWord('unkey', 'unk', lists)).toBe('prefix-plus-real-word');
    expect(rejectFakeWord('boxly', 'box', lists)).toBe('real-word-plus-suffix');
    expect(rejectFakeWord('anoff', 'ano', lists)).toBe('compound');
    expect(rejectFakeWord('wayby', 'way', lists)).toBe('compound');
    expect(rejectFakeWord('nibank', 'niba', lists)).toBe('compound');
    expect(isStartOfCommonWord('sojou', lists.commonWords)).toBe(true);
    expect(rejectFakeWord('sojou', 'soj', lists)).toBe('shows-common-word');
    expect(rejectFakeWord('tekky', 'tek', lists)).toBeUndefined();
    // The checks of a short word are for short words: a longer fake needs 4+ letters of real word to show one.
    expect(rejectFakeWord('unkeyel', 'unkey', lists)).toBeUndefined();
  });
});
