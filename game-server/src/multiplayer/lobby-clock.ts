import type { Clock as ColyseusClock, Deferred } from '@colyseus/core';
import type { Clock } from '../clock';
import { processDueTicks, type DueTicks } from './due-ticks';

/**
 * When a lobby room's time moves: one slow beat, and a timer of its own for the rules' next deadline.
 *
 * A change made by a command, a REST call or a seat's connection is sent at once by the room; a round's end
 * and the results' end come on the deadline timer (the rules' wake-at effect), met on time. So the beat only
 * ticks the lobby for what has no deadline (a silent REST player, a reconnection window, an idle lobby) and
 * carries the quiet changes (watchers coming and going), which keeps a room of many watchers cheap. Rooms
 * whose deadlines fall due together tick a few dozen a turn of the event loop (due-ticks.ts).
 */
export class LobbyClock {
  private wakeUp: ReturnType<typeof setTimeout> | undefined;
  private isStopped = false;

  /** `tickLobby`: time moves the lobby, and what that changed goes out; a failure there is logged. */
  constructor(
    private readonly clock: Clock,
    private readonly tickLobby: () => void,
    private readonly logError: (error: unknown, what: string) => void,
    private readonly dueTicks: DueTicks = processDueTicks,
  ) {}

  /** One tick, at the beat or at a deadline; a failing tick never stops the next. */
  tick(): void {
    try {
      this.tickLobby();
    } catch (error) {
      this.logError(error, 'ticking the lobby');
    }
  }

  now(): number {
    return this.clock.now();
  }

  /**
   * Ticks the lobby once the server's clock reads `atMs`, in place of any deadline set before. Timers run on
   * a clock of their own, which may read a millisecond behind Date.now(): a wake-up that finds it early waits
   * the rest, so the deadline is met now, not at the next beat.
   */
  wakeAt(atMs: number): void {
    clearTimeout(this.wakeUp);
    this.wakeUp = setTimeout(
      () => {
        if (this.clock.now() < atMs) this.wakeAt(atMs);
        // A tick that waited for its turn finds the room gone, if it went meanwhile.
        else this.dueTicks.run(() => (this.isStopped ? undefined : this.tick()));
      },
      Math.max(0, atMs - this.clock.now()),
    );
  }

  /** The room is going: no deadline outlives it (the beat is Colyseus's own, cleared with the room). */
  stop(): void {
    this.isStopped = true;
    clearTimeout(this.wakeUp);
  }
}

/**
 * A dropped socket's reconnection window, timed on the room's Colyseus clock: Colyseus's own timer for it is
 * not cleared when the room is disposed (core 0.18.17 Room.allowReconnection), which kept a stopped server's
 * process alive for 20 s.
 */
export function closeWindowAfter(clock: ColyseusClock, reconnection: Deferred, seconds: number): void {
  const window = clock.setTimeout(() => reconnection.reject(false), seconds * 1000);
  reconnection.then(
    () => window.clear(),
    () => window.clear(),
  );
}
