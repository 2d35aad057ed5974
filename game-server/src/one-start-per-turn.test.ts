import { oneStartPerTurn } from './one-start-per-turn';
import { afterTheTurn, manualYields } from './yield-test-fixtures';

describe('oneStartPerTurn', () => {
  it('starts the tasks of a burst one a turn, in order, and answers each one its own result', async () => {
    const yields = manualYields();
    const run = oneStartPerTurn(yields.yieldToLoop);
    const started: string[] = [];
    const results = ['a', 'b', 'c'].map((name) =>
      run(async () => {
        started.push(name);
        return name.toUpperCase();
      }),
    );
    await afterTheTurn();
    expect(started).toEqual([]);
    yields.release();
    await afterTheTurn();
    expect(started).toEqual(['a']);
    yields.release();
    await afterTheTurn();
    expect(started).toEqual(['a', 'b']);
    yields.release();
    await expect(Promise.all(results)).resolves.toEqual(['A', 'B', 'C']);
    expect(yields.waitingCount).toBe(0);
  });

  it('does not hold the next task back while one waits on I/O, and a failure stays its own', async () => {
    const yields = manualYields();
    const run = oneStartPerTurn(yields.yieldToLoop);
    let finishFirst = () => undefined as void;
    const first = run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const failing = run(async () => {
      throw new Error('store unreachable');
    });
    const refused = expect(failing).rejects.toThrow('store unreachable');
    const third = run(async () => 'third');
    for (let turn = 0; turn < 3; turn += 1) {
      await afterTheTurn();
      yields.release();
    }
    await refused;
    await expect(third).resolves.toBe('third');
    finishFirst();
    await expect(first).resolves.toBeUndefined();
  });
});
