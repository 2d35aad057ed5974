import { addInfix, addSuffix, affixById, FILIPINO_AFFIXES, onsetOf, reduplicate } from './filipino-affixes';

const apply = (id: Parameters<typeof affixById>[0], root: string) => affixById(id).apply(root);

describe('Tagalog affixes', () => {
  it('puts -um- and -in- after the first consonant, reading ng as one letter', () => {
    expect(addInfix('kain', 'um')).toBe('kumain');
    expect(addInfix('sulat', 'in')).toBe('sinulat');
    expect(addInfix('ngiti', 'um')).toBe('ngumiti');
    expect(onsetOf('ngiti')).toBe('ng');
    expect(onsetOf('isip')).toBe('');
  });

  it('writes -in- as ni- before l and y, and leaves roots -um- does not split alone', () => {
    expect(apply('-in-', 'luto')).toBe('niluto');
    expect(apply('-in-', 'yakap')).toBe('niyakap');
    expect(apply('-um-', 'mahal')).toBeUndefined();
    expect(apply('-um-', 'takbo')).toBe('tumakbo');
  });

  it('adds h before a suffix after a vowel and raises a last-syllable o to u', () => {
    expect(addSuffix('basa', 'in')).toBe('basahin');
    expect(addSuffix('takot', 'in')).toBe('takutin');
    expect(addSuffix('hugas', 'an')).toBe('hugasan');
    expect(apply('ka- -an', 'ganda')).toBe('kagandahan');
    expect(apply('verb -an', 'takbo')).toBe('takbuhan');
    expect(apply('pa- -an', 'aral')).toBe('paaralan');
  });

  it('doubles the first consonant and vowel for pag-', () => {
    expect(reduplicate('luto')).toBe('luluto');
    expect(apply('pag- + reduplication', 'luto')).toBe('pagluluto');
  });

  it('lets mang- and pang- swallow or assimilate to the first consonant', () => {
    expect(apply('mang-', 'pili')).toBe('mamili');
    expect(apply('mang-', 'kuha')).toBe('manguha');
    expect(apply('mang-', 'ligaw')).toBe('manligaw');
    expect(apply('mang-', 'huli')).toBe('manghuli');
    expect(apply('pang-', 'sulat')).toBe('panulat');
    expect(apply('pang-', 'bayad')).toBe('pambayad');
    expect(apply('pang-', 'hiwa')).toBe('panghiwa');
    expect(apply('mang-', 'walis')).toBeUndefined();
  });

  it('gives every affix a word class, a name and a real example that the affix really builds', () => {
    for (const affix of FILIPINO_AFFIXES) {
      expect(affix.name).toContain(affix.id.split(' ')[0]?.replace('-um-', 'um') ?? '');
      const [example, , from] = affix.example.split(', ');
      expect(example?.length).toBeGreaterThan(3);
      if (from?.startsWith('from ') && affix.id !== 'pa- -an')
        expect(affix.apply(from.slice('from '.length))).toBe(example);
    }
  });
});
