import { oneAtATime } from './one-at-a-time';

/** A task that records when it starts and ends, and finishes when the test says so. */
function task(name: string, log: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`${name} start`);
      await done;
      log.push(`${name} end`);
      return name;
    },
    finish: () => finish(),
  };
}

describe('oneAtATime', () => {
  it('runs tasks of one key in turn and tasks of other keys alongside, a failure not stopping the next', async () => {
    const run = oneAtATime();
    const log: string[] = [];
    const first = task('first', log);
    const second = task('second', log);
    const other = task('other', log);

    const firstResult = run('cus_1', first.run);
    const failing = run('cus_1', async () => {
      log.push('failing');
      throw new Error('Stripe is down');
    });
    const secondResult = run('cus_1', second.run);
    const otherResult = run('cus_2', other.run);
    await Promise.resolve();
    expect(log).toEqual(['first start', 'other start']);

    first.finish();
    await expect(failing).rejects.toThrow('Stripe is down');
    second.finish();
    other.finish();

    expect(await Promise.all([firstResult, secondResult, otherResult])).toEqual(['first', 'second', 'other']);
    expect(log.indexOf('first end')).toBeLessThan(log.indexOf('failing'));
    expect(log.indexOf('failing')).toBeLessThan(log.indexOf('second start'));
  });
});
