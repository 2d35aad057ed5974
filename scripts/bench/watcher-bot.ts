// A watcher as the web app watches: a guest with no cookie, `joinById(code, { watch: true })`,
// reading the game from the synced state after every patch and calling REAL or FAKE at random once a round,
// after a person's pause.
import { Client, type Room } from '@colyseus/sdk';
import {
  LOBBY_MESSAGE_TYPES,
  LOBBY_SERVER_MESSAGE_TYPES,
  type LobbyErrorMessage,
  type LobbySnapshot,
} from '@bluffle/shared-schema';
import { answerDelayMs, GAME_TIMEOUT_MS } from './bot-pacing';
import { countReceivedBytes } from './received-bytes';

export interface WatcherCounts {
  calls: number;
  refusals: string[];
  /** Bytes the server sent this watcher from the start signal to the final standings. */
  bytesInPlay: number;
}

export class WatcherBot {
  private room: Room | undefined;
  private received: { readonly bytes: number } = { bytes: 0 };
  readonly counts: WatcherCounts = { calls: 0, refusals: [], bytesInPlay: 0 };

  constructor(private readonly baseUrl: string) {}

  async watch(code: string): Promise<void> {
    this.room = await new Client(this.baseUrl).joinById(code, { watch: true });
    this.room.onMessage(LOBBY_SERVER_MESSAGE_TYPES.error, (message: LobbyErrorMessage) =>
      this.counts.refusals.push(`${message.code}: ${message.error}`),
    );
    this.room.onMessage('*', () => undefined);
  }

  /** Calls once a round until the game is finished (or the room closes, or it runs out of time). */
  callEachRound(): Promise<void> {
    const room = this.joinedRoom;
    this.received = countReceivedBytes(room);
    let lastCalledRound = 0;
    const timers = new Set<NodeJS.Timeout>();
    return new Promise<void>((resolve, reject) => {
      const stop = () => {
        clearTimeout(deadline);
        for (const timer of timers) clearTimeout(timer);
        room.onStateChange.remove(onPatch);
        room.onLeave.remove(onLeave);
        this.counts.bytesInPlay = this.received.bytes;
      };
      const onPatch = () => {
        const state = room.state as LobbySnapshot;
        if (state.status === 'playing' && state.round > lastCalledRound) {
          const round = state.round;
          lastCalledRound = round;
          const timer = setTimeout(() => {
            timers.delete(timer);
            this.counts.calls += 1;
            room.send(LOBBY_MESSAGE_TYPES.call, { round, calledReal: Math.random() < 0.5 });
          }, answerDelayMs());
          timers.add(timer);
        }
        if (state.status === 'finished') {
          stop();
          resolve();
        }
      };
      const onLeave = (code: number) => {
        stop();
        reject(new Error(`watcher: room closed with code ${code}`));
      };
      const deadline = setTimeout(() => {
        stop();
        reject(new Error('watcher: game not finished in time'));
      }, GAME_TIMEOUT_MS);
      room.onStateChange(onPatch);
      room.onLeave(onLeave);
      onPatch();
    });
  }

  async leave(): Promise<void> {
    const room = this.room;
    if (room === undefined || !room.connection.isOpen) return;
    await Promise.race([
      room.leave().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  }

  private get joinedRoom(): Room {
    if (this.room === undefined) throw new Error('the watcher is not in a room');
    return this.room;
  }
}
