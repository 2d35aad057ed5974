import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cachedComputation, sourceFingerprint, type LoadCacheOptions } from './load-cache';

describe('a load step kept on disk', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'load-cache-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  const options = (fingerprint: string | null): LoadCacheOptions => ({
    directory: path.join(directory, 'cache'),
    fingerprint,
  });

  /** A computation that counts its runs and answers plain data, a Map included. */
  function counted(value: number) {
    let runs = 0;
    return {
      compute: () => {
        runs += 1;
        return { value, byEnding: new Map([['ix', ['blorix']]]) };
      },
      runs: () => runs,
    };
  }

  it('computes once, then reads the same value back for the same code and inputs', () => {
    const first = counted(1);
    expect(cachedComputation('pool', { draws: 10 }, first.compute, options('code-a'))).toEqual({
      value: 1,
      byEnding: new Map([['ix', ['blorix']]]),
    });
    const second = counted(2);
    const read = cachedComputation('pool', { draws: 10 }, second.compute, options('code-a'));
    expect(second.runs()).toBe(0);
    expect(read).toEqual({ value: 1, byEnding: new Map([['ix', ['blorix']]]) });
  });

  it('computes afresh when the code or the inputs changed, and keeps the newest file of each inputs', () => {
    cachedComputation('pool', { draws: 10 }, counted(1).compute, options('code-a'));
    const changedCode = counted(2);
    expect(cachedComputation('pool', { draws: 10 }, changedCode.compute, options('code-b')).value).toBe(2);
    const changedInputs = counted(3);
    expect(cachedComputation('pool', { draws: 20 }, changedInputs.compute, options('code-b')).value).toBe(3);
    expect(changedCode.runs() + changedInputs.runs()).toBe(2);
    // The older code's file is gone; the two inputs' files both stay, so neither load computes again.
    expect(readdirSync(path.join(directory, 'cache'))).toHaveLength(2);
    const again = counted(4);
    expect(cachedComputation('pool', { draws: 10 }, again.compute, options('code-b')).value).toBe(2);
    expect(cachedComputation('pool', { draws: 20 }, again.compute, options('code-b')).value).toBe(3);
    expect(again.runs()).toBe(0);
  });

  it('computes every time without a fingerprint (the code is not there to read)', () => {
    const run = counted(1);
    cachedComputation('pool', {}, run.compute, options(null));
    cachedComputation('pool', {}, run.compute, options(null));
    expect(run.runs()).toBe(2);
  });

  it('computes again over a file cut short, and still answers when the folder cannot be written', () => {
    cachedComputation('pool', {}, counted(1).compute, options('code-a'));
    const [file] = readdirSync(path.join(directory, 'cache'));
    writeFileSync(path.join(directory, 'cache', file ?? ''), Buffer.from([0xff, 0x0d]));
    expect(cachedComputation('pool', {}, counted(2).compute, options('code-a')).value).toBe(2);

    const blocked = path.join(directory, 'blocked');
    writeFileSync(blocked, 'a file where the folder should be');
    const unwritable = counted(3);
    const settings = { directory: path.join(blocked, 'cache'), fingerprint: 'code-a' };
    expect(cachedComputation('pool', {}, unwritable.compute, settings).value).toBe(3);
    expect(cachedComputation('pool', {}, unwritable.compute, settings).value).toBe(3);
    expect(unwritable.runs()).toBe(2);
  });

  it("fingerprints a checkout's generator code and data, and nothing where the code is absent", () => {
    const checkout = path.resolve(__dirname, '..', '..', '..');
    expect(sourceFingerprint(checkout)).toMatch(/^[0-9a-f]{64}$/);
    expect(sourceFingerprint(checkout)).toBe(sourceFingerprint(checkout));
    expect(sourceFingerprint(directory)).toBeNull();
  });
});
