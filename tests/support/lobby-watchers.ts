import { Client, type Room } from '@colyseus/sdk';
import {
  LOBBY_SERVER_MESSAGE_TYPES,
  type LobbyErrorMessage,
  type MultiplayerGameView,
  type RoundClockMessage,
  type WatchingEndedMessage,
  type WatchLobbyResponse,
} from '@bluffle/shared-schema';
import { BrowserAgent } from './browser-agent';
import { RoomMirror } from './room-mirror';

// Watchers for the audience's tests: a guest (no cookie) watching over a real WebSocket with
// @colyseus/sdk, or polling the REST watcher routes with the token the server gave it.

/** A WebSocket watcher: `client.joinById(code, { watch: true })`, with no session cookie. */
export class SocketWatcher extends RoomMirror {
  readonly endings: WatchingEndedMessage[] = [];
  /** What the room said of the round in play when this socket joined mid-round. */
  readonly roundClocks: RoundClockMessage[] = [];
  private hasLeft = false;

  private constructor(room: Room) {
    super(room);
    room.onMessage(LOBBY_SERVER_MESSAGE_TYPES.watchingEnded, (message: WatchingEndedMessage) =>
      this.endings.push(message),
    );
    room.onMessage(LOBBY_SERVER_MESSAGE_TYPES.roundClock, (message: RoundClockMessage) =>
      this.roundClocks.push(message),
    );
    room.onLeave(() => {
      this.hasLeft = true;
    });
  }

  static async watch(
    baseUrl: string,
    code: string,
    headers: Record<string, string> = {},
  ): Promise<SocketWatcher> {
    const room = await new Client(baseUrl, { headers }).joinById(code, { watch: true });
    const watcher = new SocketWatcher(room);
    // The first full state has come once the lobby's code is in it.
    await watcher.waitFor((game) => game.lobbyCode === code);
    return watcher;
  }

  get isGone(): boolean {
    return this.hasLeft;
  }

  /** Resolves once `isDone` holds, checked every 20 ms (for what is not in the state: messages, leaving). */
  async until(isDone: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!isDone()) {
      if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async nextError(): Promise<LobbyErrorMessage> {
    const seen = this.errors.length;
    await this.until(() => this.errors.length > seen, 'an error message');
    return this.errors[seen] as LobbyErrorMessage;
  }

  async leave(): Promise<void> {
    if (!this.room.connection.isOpen) return;
    await Promise.race([
      this.room.leave().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
  }
}

/** A polling watcher: a guest's browser calling the REST watcher routes. */
export class RestWatcher {
  readonly agent = new BrowserAgent();
  watcherId = '';

  constructor(
    readonly baseUrl: string,
    readonly code: string,
  ) {}

  async watch() {
    const response = await this.agent.json<WatchLobbyResponse>(`${this.baseUrl}/api/multiplayer/watch`, {
      body: { code: this.code },
    });
    if (response.status === 200) this.watcherId = response.body.watcherId;
    return response;
  }

  read(headers: Record<string, string> = {}, watcherId = this.watcherId) {
    return this.agent.json<MultiplayerGameView>(
      `${this.baseUrl}/api/multiplayer/watch/${this.code}?watcherId=${encodeURIComponent(watcherId)}`,
      { headers },
    );
  }

  call(round: number, calledReal: boolean, watcherId = this.watcherId) {
    return this.agent.json<{ game: MultiplayerGameView }>(`${this.baseUrl}/api/multiplayer/watch-call`, {
      body: { code: this.code, watcherId, round, calledReal },
    });
  }

  /** Reads every 100 ms until `isDone` holds. */
  async waitFor(isDone: (game: MultiplayerGameView) => boolean, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = await this.read();
      if (response.status === 200 && isDone(response.body)) return response.body;
      if (Date.now() > deadline)
        throw new Error(`game never matched; last: ${JSON.stringify(response.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
