import { createSeededRandom } from '@bluffle/shared-schema';
import { affixById } from './filipino-affixes';
import { generateFilipinoFakes } from './filipino-fakes';
import {
  buildTagalogLexicon,
  containsProfanity,
  listedRoots,
  possibleRoots,
  rejectionReason,
} from './filipino-lexicon-check';
import {
  inventRoot,
  isRootShaped,
  learnRootModel,
  looksLikeLoan,
  looserShape,
  rootShape,
} from './filipino-roots';

// A tiny stand-in for the Debian lists, with hunspell flags and capitals as the real files have them.
const TINY_LIST = ['kumain', 'sinulat/AI', 'pagluluto', 'Maganda', 'bahay', 'takutin', 'mamili', 'lakad'];
const lexicon = buildTagalogLexicon(TINY_LIST);

// A few real roots for the model to learn from.
const REAL_ROOTS = [
  ...['kilig', 'bahay', 'lakad', 'tuktok', 'sanga', 'tulog', 'hilig', 'bilin', 'sigaw', 'pilit', 'dunong'],
  ...['tapik', 'sulat', 'bigat', 'pagod', 'dalaw', 'himig', 'tabing', 'kubo', 'lipad', 'gising', 'bukid'],
  ...['singit', 'hugot', 'gamit', 'sipag', 'tamis', 'pitas', 'tiklop', 'himas', 'dilig', 'silip', 'hikaw'],
];
const model = learnRootModel([{ roots: REAL_ROOTS, weight: 1 }], 2);

describe('invented Tagalog roots', () => {
  it('reads a root as its vowels, consonant places and ng', () => {
    expect(rootShape('kilig')).toBe('CiCiC');
    expect(rootShape('tuktok')).toBe('CuCCoC');
    expect(rootShape('sanga')).toBe('CaNa');
    expect(looserShape('CiCiC')).toBe('CVCVC');
    // A last closed syllable said twice is marked, so an invented root repeats its own.
    expect(rootShape('simsim')).toBe('CiC+');
    expect(rootShape('kulimlim')).toBe('CuCiC+');
    expect(rootShape('mangmang')).toBe('CaN+');
    expect(looserShape('CuCiC+')).toBe('CVCVC+');
  });

  it('keeps loans out of the model: r at a root edge, e, or o before the last syllable', () => {
    for (const loan of ['radyo', 'kolor', 'medikal', 'kondisyon']) expect(looksLikeLoan(loan)).toBe(true);
    for (const native of ['takbo', 'sunod', 'dunong', 'hiram']) expect(looksLikeLoan(native)).toBe(false);
  });

  it('counts each source of roots by its weight', () => {
    const weighted = learnRootModel(
      [
        { roots: ['kilig'], weight: 1 },
        { roots: ['kubo'], weight: 3 },
      ],
      2,
    );
    expect(weighted.next.get('^^')).toEqual(new Map([['k', 4]]));
    expect(weighted.next.get('^k')).toEqual(
      new Map([
        ['i', 1],
        ['u', 3],
      ]),
    );
  });

  it('draws a doubled root for a doubled shape', () => {
    const random = createSeededRandom(3);
    const drawn = Array.from({ length: 300 }, () => inventRoot(model, random, 'CVCVC+')).filter(
      (root): root is string => root !== undefined,
    );
    expect(drawn.length).toBeGreaterThan(10);
    for (const root of drawn) {
      expect(root).toMatch(/^[^aeiou][aeiou]([^aeiou][aeiou][^aeiou])\1$/);
      expect(rootShape(root)).toMatch(/^C[aeiou]C[aeiou]C\+$/);
    }
  });

  it('takes native root shapes and turns down loans and clusters Tagalog avoids', () => {
    for (const root of REAL_ROOTS) expect(isRootShaped(root)).toBe(true);
    for (const odd of ['tsokolate', 'ekstra', 'ballot', 'sisiy', 'tabah', 'kahdo'])
      expect(isRootShaped(odd)).toBe(false);
  });

  it('draws root-shaped roots from the learned letters, to the shape asked', () => {
    const random = createSeededRandom(5);
    let fitted = 0;
    for (let draw = 0; draw < 500; draw += 1) {
      const free = inventRoot(model, random);
      if (free) expect(isRootShaped(free)).toBe(true);
      const shaped = inventRoot(model, random, 'CiCiC');
      if (!shaped) continue;
      fitted += 1;
      expect(rootShape(shaped)).toBe('CiCiC');
      expect(shaped).toMatch(/^[bdghklmnprstwy]i[bdghklmnprstwy]i[bdghklmnprstwy]$/);
    }
    expect(fitted).toBeGreaterThan(50);
  });
});

describe('the word-list checks', () => {
  it('takes listed forms apart into the roots they could come from', () => {
    expect(possibleRoots('kumain')).toContain('kain');
    expect(possibleRoots('sinulat')).toContain('sulat');
    expect(possibleRoots('pagluluto')).toContain('luto');
    expect(possibleRoots('takutin')).toContain('takot');
    expect(possibleRoots('mamili')).toContain('pili');
    expect(possibleRoots('maganda')).toContain('ganda');
  });

  it('rejects a listed form, a listed root, an affixed listed word and near misses of short words', () => {
    expect(rejectionReason('lakad', 'maglakad', lexicon)).toBe('root is a listed word or the root of one');
    expect(rejectionReason('kain', 'magkain', lexicon)).toBe('root is a listed word or the root of one');
    expect(rejectionReason('ganda', 'kagandahan', lexicon)).toBe('root is a listed word or the root of one');
    expect(rejectionReason('xbahay', 'bahay', lexicon)).toBe('form is a listed word');
    expect(rejectionReason('bahag', 'magbahag', lexicon)).toBe('root is one edit from a short common word');
    expect(rejectionReason('lakat', 'maglakat', lexicon)).toBe('root is one edit from a short common word');
    expect(rejectionReason('sintan', 'kumaing', lexicon)).toBe('form is one edit from a listed word');
    expect(rejectionReason('ligbot', 'magligbot', lexicon)).toBeUndefined();
  });

  it('guards only the common words against near misses when it is told which they are', () => {
    const guarded = buildTagalogLexicon(TINY_LIST, ['lakad']);
    expect(rejectionReason('lakat', 'maglakat', guarded)).toBe('root is one edit from a short common word');
    expect(rejectionReason('bahag', 'magbahag', guarded)).toBeUndefined();
  });

  it('learns roots only from listed forms shaped like native roots', () => {
    const roots = listedRoots(buildTagalogLexicon([...TINY_LIST, 'buti', 'mabuti', 'medikal', 'ubo']));
    expect(roots).toEqual(expect.arrayContaining(['bahay', 'lakad', 'buti']));
    for (const affixed of ['mabuti', 'kumain', 'medikal']) expect(roots).not.toContain(affixed);
  });

  it('rejects Filipino and English profanity anywhere in the word', () => {
    expect(containsProfanity('magpukingan')).toBe(true);
    expect(containsProfanity('tagaputang')).toBe(true);
    expect(containsProfanity('magligbot')).toBe(false);
    expect(rejectionReason('tangab', 'katangaban', lexicon)).toBe('profanity');
  });
});

describe('generateFilipinoFakes', () => {
  const targets = [
    { affix: 'mag-', shape: 'CiCiC' },
    { affix: '-um-', shape: 'CiCaC' },
    { affix: 'noun root', shape: 'CuCoC' },
    { affix: 'ma-', shape: 'CaCiC' },
  ] as const;
  // The model's own roots are real words too; only lakad is guarded against near misses.
  const knowing = buildTagalogLexicon([...TINY_LIST, ...REAL_ROOTS], ['lakad']);
  const options = { seed: 11, model, targets, lexicon: knowing };

  it('is deterministic for a seed and different for another', () => {
    const first = generateFilipinoFakes(options).fakes;
    expect(generateFilipinoFakes(options).fakes).toEqual(first);
    expect(generateFilipinoFakes({ ...options, seed: 12 }).fakes).not.toEqual(first);
  });

  it('makes one word per target, its affix on an unused root of the shape asked, none known', () => {
    const report = generateFilipinoFakes(options);
    expect(report.fakes.length).toBeGreaterThanOrEqual(3);
    expect(report.fakes.length + report.skipped).toBe(targets.length);
    expect(new Set(report.fakes.map((fake) => fake.root)).size).toBe(report.fakes.length);
    for (const fake of report.fakes) {
      const target = targets.find((each) => each.affix === fake.affix);
      expect(affixById(fake.affix).apply(fake.root)).toBe(fake.word);
      expect(rejectionReason(fake.root, fake.word, knowing)).toBeUndefined();
      expect(looserShape(rootShape(fake.root))).toBe(looserShape(target?.shape ?? ''));
    }
  });

  it('never produces an excluded root and counts why candidates were turned down', () => {
    const first = generateFilipinoFakes(options).fakes[0];
    const report = generateFilipinoFakes({ ...options, excluded: new Set([first?.root ?? '']) });
    expect(report.fakes.map((fake) => fake.root)).not.toContain(first?.root);
    expect(report.rejected['excluded: reviewed out or an English word']).toBeGreaterThanOrEqual(1);
    expect(report.drawn).toBeGreaterThan(report.fakes.length);
  });

  it('gives up after maxDraws instead of looping when the lists reject everything', () => {
    const report = generateFilipinoFakes({ ...options, maxDraws: 50, targets: Array(100).fill(targets[0]) });
    expect(report.drawn).toBe(50);
    expect(report.skipped).toBeGreaterThan(0);
  });
});
