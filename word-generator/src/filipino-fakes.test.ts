import { createSeededRandom } from '@bluffle/shared-schema';
import { affixById } from './filipino-affixes';
import { generateFilipinoFakes } from './filipino-fakes';
import {
  buildTagalogLexicon,
  containsProfanity,
  possibleRoots,
  rejectionReason,
} from './filipino-lexicon-check';
import { inventRoot } from './filipino-roots';

// A tiny stand-in for the Debian lists, with hunspell flags and capitals as the real files have them.
const TINY_LIST = ['kumain', 'sinulat/AI', 'pagluluto', 'Maganda', 'bahay', 'takutin', 'mamili', 'lakad'];
const lexicon = buildTagalogLexicon(TINY_LIST);

describe('invented Tagalog roots', () => {
  it('are two syllables of Tagalog letters, with no doubled consonant or stray h', () => {
    const random = createSeededRandom(5);
    for (let draw = 0; draw < 2000; draw += 1) {
      const root = inventRoot(random);
      if (!root) continue;
      expect(root).toMatch(
        /^(?:[bdghklmnprstwy]|ng)?[aeiou](?:[bdgklmnpst]|ng)?(?:[bdghklmnprstwy]|ng)[aeiou](?:[bdgklmnpstwy]|ng)?$/,
      );
      expect(root).not.toMatch(/(?<!n)([bdgklmnpst])\1|h[^aeiou]|[aeiou]{2}/);
      expect(root).not.toMatch(/^(ma|na|pag|pan|pam|tag|kag)|(an|in)$/);
    }
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
    expect(rejectionReason('bahag', 'magbahag', lexicon)).toBe('root is one edit from a short listed word');
    expect(rejectionReason('lakat', 'maglakat', lexicon)).toBe('root is one edit from a short listed word');
    expect(rejectionReason('sintan', 'kumaing', lexicon)).toBe('form is one edit from a listed word');
    expect(rejectionReason('ligbot', 'magligbot', lexicon)).toBeUndefined();
  });

  it('rejects Filipino and English profanity anywhere in the word', () => {
    expect(containsProfanity('magpukingan')).toBe(true);
    expect(containsProfanity('tagaputang')).toBe(true);
    expect(containsProfanity('magligbot')).toBe(false);
    expect(rejectionReason('tangab', 'katangaban', lexicon)).toBe('profanity');
  });
});

describe('generateFilipinoFakes', () => {
  const options = { seed: 11, perAffix: 5, lexicon };

  it('is deterministic for a seed and different for another', () => {
    const first = generateFilipinoFakes(options).fakes;
    expect(generateFilipinoFakes(options).fakes).toEqual(first);
    expect(generateFilipinoFakes({ ...options, seed: 12 }).fakes).not.toEqual(first);
  });

  it('makes the asked number per affix, each the affix applied to its own unused root, none known', () => {
    const report = generateFilipinoFakes(options);
    expect(report.fakes).toHaveLength(18 * 5);
    expect(new Set(report.fakes.map((fake) => fake.root)).size).toBe(report.fakes.length);
    expect(new Set(report.fakes.map((fake) => fake.word)).size).toBe(report.fakes.length);
    for (const fake of report.fakes) {
      expect(affixById(fake.affix).apply(fake.root)).toBe(fake.word);
      expect(rejectionReason(fake.root, fake.word, lexicon)).toBeUndefined();
    }
  });

  it('never produces an excluded root and counts why candidates were turned down', () => {
    const first = generateFilipinoFakes(options).fakes[0];
    const report = generateFilipinoFakes({ ...options, excluded: new Set([first?.root ?? '']) });
    expect(report.fakes.map((fake) => fake.root)).not.toContain(first?.root);
    expect(report.rejected['excluded by a reader']).toBe(1);
    expect(report.drawn).toBeGreaterThan(report.fakes.length);
  });

  it('gives up after maxDraws instead of looping when the lists reject everything', () => {
    const report = generateFilipinoFakes({ ...options, maxDraws: 50, perAffix: 1000 });
    expect(report.drawn).toBe(50);
  });
});
