import { Client, type Room } from '@colyseus/sdk';
import {
  LOBBY_ROOM_NAME,
  type LobbyActionResponse,
  type LobbyErrorMessage,
  type LobbyResponse,
  type LocalSignInResponse,
  type MultiplayerGameView,
} from '@bluffle/shared-schema';
import { BrowserAgent } from './browser-agent';
import { RoomMirror } from './room-mirror';

// Players for lobby tests: each is a signed-in account (local sign-in, a real session cookie) that plays
// either over a real WebSocket with @colyseus/sdk, as the web app does, or only over the REST endpoints.

export interface SignedInPlayer {
  userId: string;
  name: string;
  agent: BrowserAgent;
}

export async function signIn(baseUrl: string, username: string): Promise<SignedInPlayer> {
  const agent = new BrowserAgent();
  const response = await agent.json<LocalSignInResponse>(`${baseUrl}/auth/local`, { body: { username } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return { userId: response.body.user.id, name: response.body.user.username, agent };
}

/** A WebSocket player: the SDK with this account's session cookie on its matchmaking requests. */
export class SocketPlayer extends RoomMirror {
  readonly notices: { type: string; message: unknown }[] = [];

  private constructor(
    readonly account: SignedInPlayer,
    room: Room,
  ) {
    super(room);
    room.onMessage('*', (type, message) => this.notices.push({ type: String(type), message }));
  }

  static client(baseUrl: string, account: SignedInPlayer): Client {
    return new Client(baseUrl, { headers: account.agent.cookieHeaderFor(baseUrl) });
  }

  static async create(baseUrl: string, account: SignedInPlayer, options: object = {}): Promise<SocketPlayer> {
    const room = await SocketPlayer.client(baseUrl, account).create(LOBBY_ROOM_NAME, options);
    return SocketPlayer.seated(account, room);
  }

  static async join(
    baseUrl: string,
    account: SignedInPlayer,
    code: string,
    options: object = {},
  ): Promise<SocketPlayer> {
    const room = await SocketPlayer.client(baseUrl, account).joinById(code, options);
    return SocketPlayer.seated(account, room);
  }

  /** Back into the same seat with the token of a dropped connection (what the SDK's auto-reconnect does). */
  static async reconnect(baseUrl: string, account: SignedInPlayer, token: string): Promise<SocketPlayer> {
    const room = await SocketPlayer.client(baseUrl, account).reconnect(token);
    return SocketPlayer.seated(account, room);
  }

  /** The player once the room's first full state has arrived (join resolves before it does). */
  private static async seated(account: SignedInPlayer, room: Room): Promise<SocketPlayer> {
    const player = new SocketPlayer(account, room);
    await player.waitFor((game) => game.players.some((seat) => seat.userId === account.userId));
    return player;
  }

  /** Leaves the room if still in it (a kicked or dropped player's room has already closed). */
  async leave(): Promise<void> {
    if (!this.room.connection.isOpen) return;
    await Promise.race([
      this.room.leave().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
  }

  /** The next error message the room sends this player. */
  async nextError(timeoutMs = 5000): Promise<LobbyErrorMessage> {
    const seen = this.errors.length;
    const deadline = Date.now() + timeoutMs;
    while (this.errors.length === seen) {
      if (Date.now() > deadline) throw new Error('no error message came');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.errors[seen] as LobbyErrorMessage;
  }
}

/** A player who only polls (docs/product.md §7 multiplayer rows). */
export class RestPlayer {
  constructor(
    readonly baseUrl: string,
    readonly account: SignedInPlayer,
  ) {}

  post<Body = LobbyActionResponse>(path: string, body: object) {
    return this.account.agent.json<Body>(`${this.baseUrl}/api/multiplayer/${path}`, { body });
  }

  create(body: object = {}) {
    return this.post<LobbyResponse>('create', body);
  }

  join(lobbyCode: string) {
    return this.post<LobbyResponse>('join', { lobbyCode });
  }

  game(code: string) {
    return this.account.agent.json<MultiplayerGameView>(`${this.baseUrl}/api/multiplayer/game/${code}`);
  }

  /** Polls the game every 100 ms until `isDone` holds. */
  async waitFor(
    code: string,
    isDone: (game: MultiplayerGameView) => boolean,
    timeoutMs = 10_000,
  ): Promise<MultiplayerGameView> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = await this.game(code);
      if (response.status === 200 && isDone(response.body)) return response.body;
      if (Date.now() > deadline)
        throw new Error(`game never matched; last: ${JSON.stringify(response.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
