import { afterWaitingIo, type YieldToLoop } from '../chunked-work';

// Rooms whose deadlines fall due together: Node runs every timer that is due in one pass of the event loop,
// so a thousand lobbies started in the same second, their rounds timing out in the same millisecond, were a
// thousand ticks and patches back to back with every socket waiting. A few dozen rooms tick a turn now.

/**
 * A room's tick at a deadline costs a reduce, a sync of its state and a patch to its sockets (a new round's
 * word): half a millisecond on a quiet machine, two and more on a loaded one, where 40 a turn made turns of
 * 100 ms in the profile of `npm run bots`. This many hold the event loop a few milliseconds.
 */
export const ROOMS_PER_TURN = 10;

/**
 * Runs the rooms' deadline ticks at once, up to ROOMS_PER_TURN in a turn of the event loop; those past the
 * limit wait, in the order they fell due, for the next turns, with sockets and other timers served between.
 */
export class DueTicks {
  private readonly waiting: Array<() => void> = [];
  private ranThisTurn = 0;
  private isNextTurnScheduled = false;

  constructor(
    private readonly roomsPerTurn = ROOMS_PER_TURN,
    private readonly yieldToLoop: YieldToLoop = afterWaitingIo,
  ) {}

  /** `tick` is the room's own and never throws (LobbyClock.tick logs its failure). */
  run(tick: () => void): void {
    if (this.waiting.length === 0 && this.ranThisTurn < this.roomsPerTurn) {
      this.ranThisTurn += 1;
      this.scheduleNextTurn();
      tick();
      return;
    }
    this.waiting.push(tick);
    this.scheduleNextTurn();
  }

  /** How many ticks wait for a later turn. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** The next turn starts a fresh count and runs the ticks waiting, as many as a turn allows. */
  private scheduleNextTurn(): void {
    if (this.isNextTurnScheduled) return;
    this.isNextTurnScheduled = true;
    void this.yieldToLoop().then(() => {
      this.isNextTurnScheduled = false;
      const due = this.waiting.splice(0, this.roomsPerTurn);
      this.ranThisTurn = due.length;
      for (const tick of due) tick();
      // A turn that ran ticks needs its count reset at the next one, whether or not ticks still wait.
      if (this.ranThisTurn > 0) this.scheduleNextTurn();
    });
  }
}

/** The process's: the event loop is the process's, shared by every room in it. */
export const processDueTicks = new DueTicks();
