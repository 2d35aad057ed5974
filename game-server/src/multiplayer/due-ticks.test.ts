import { DueTicks } from './due-ticks';
import { afterTheTurn, manualYields } from '../yield-test-fixtures';

describe('DueTicks', () => {
  it('runs a lone deadline tick at once', () => {
    const ticks = new DueTicks(3, manualYields().yieldToLoop);
    const ran: number[] = [];
    ticks.run(() => ran.push(1));
    expect(ran).toEqual([1]);
  });

  it('runs at most its rooms a turn when deadlines fall due together, the rest in order in later turns', async () => {
    const yields = manualYields();
    const ticks = new DueTicks(3, yields.yieldToLoop);
    const ran: number[] = [];
    for (let room = 1; room <= 7; room += 1) ticks.run(() => ran.push(room));
    expect(ran).toEqual([1, 2, 3]);
    expect(ticks.waitingCount).toBe(4);

    yields.release();
    await afterTheTurn();
    expect(ran).toEqual([1, 2, 3, 4, 5, 6]);
    // A deadline falling due in a turn already full waits behind those before it.
    ticks.run(() => ran.push(8));
    yields.release();
    await afterTheTurn();
    expect(ran).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    yields.release();
    await afterTheTurn();
    expect(ticks.waitingCount).toBe(0);
    expect(yields.waitingCount).toBe(0);

    // A fresh turn: the count starts again.
    ticks.run(() => ran.push(9));
    expect(ran.at(-1)).toBe(9);
  });
});
