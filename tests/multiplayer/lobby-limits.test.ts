// Lobbies an account cannot pile up: opening lobbies is rate-limited per account over REST and
// over Colyseus alike, an account keeps one lobby it opened (opening another leaves the first, which closes
// when it empties), and a lobby nobody moves in closes. All on the manual clock.
import { LOBBY_ROOM_NAME, type ApiError, type LobbyResponse } from '@bluffle/shared-schema';
import { ManualClock } from '../support/manual-clock';
import { RestPlayer, SocketPlayer, signIn } from '../support/lobby-players';
import { startTestServer, type TestServer } from '../support/test-server';

const TEN_MINUTES_MS = 10 * 60 * 1000;
const IDLE_LOBBY_MS = 15 * 60 * 1000;

describe('lobbies an account cannot pile up', () => {
  let server: TestServer;
  const clock = new ManualClock();
  const sockets: SocketPlayer[] = [];
  let accounts = 0;

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      lobbyTimings: { tickMs: 50 },
      env: { AUTH_RATE_LIMIT: '10000', RATE_LIMIT_LOBBIES_PER_10_MIN: '3' },
    });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.leave()));
    // Each test starts with a whole allowance.
    clock.advance(TEN_MINUTES_MS);
  });
  afterAll(() => server.close());

  const newAccount = async () => signIn(server.baseUrl, `Piler ${(accounts += 1)}`);
  /** Whether a lobby is still open, as a newcomer trying to join it finds. */
  const isOpen = async (code: string) =>
    (await new RestPlayer(server.baseUrl, await newAccount()).join(code)).status !== 404;

  it('over REST: opening another lobby leaves the first, which closes empty; the fourth in ten minutes is refused', async () => {
    const piler = new RestPlayer(server.baseUrl, await newAccount());
    const first = await piler.create();
    expect(first.status).toBe(201);
    const second = await piler.create();
    expect(second.status).toBe(201);
    expect(await isOpen(first.body.lobby.lobbyCode)).toBe(false);
    expect((await piler.create()).status).toBe(201);

    const refused = await piler.post<LobbyResponse & ApiError>('create', {});
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'rate-limited',
      error: expect.stringMatching(/Too many new lobbies/),
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(200);
    // Another account is not held back by this one.
    expect((await new RestPlayer(server.baseUrl, await newAccount()).create()).status).toBe(201);
    clock.advance(retryAfter * 1000);
    expect((await piler.create()).status).toBe(201);
  });

  it('over WebSocket: one allowance with REST, and a new lobby closes the socket of the old one', async () => {
    const account = await newAccount();
    const overRest = await new RestPlayer(server.baseUrl, account).create();
    const first = await SocketPlayer.create(server.baseUrl, account);
    sockets.push(first);
    expect(await isOpen(overRest.body.lobby.lobbyCode)).toBe(false);
    const firstClosed = new Promise<number>((resolve) => first.room.onLeave((code) => resolve(code)));
    const second = await SocketPlayer.create(server.baseUrl, account);
    sockets.push(second);
    await firstClosed;
    expect(await isOpen(first.room.roomId)).toBe(false);

    await expect(SocketPlayer.create(server.baseUrl, account)).rejects.toMatchObject({
      code: 429,
      message: expect.stringMatching(/Too many new lobbies/),
    });
    // joinOrCreate may open one too, so it takes from the same allowance.
    await expect(
      SocketPlayer.client(server.baseUrl, account).joinOrCreate(LOBBY_ROOM_NAME, {}),
    ).rejects.toMatchObject({ code: 429 });
    // Joining someone's lobby is not opening one.
    const friend = await SocketPlayer.join(server.baseUrl, await newAccount(), second.room.roomId);
    sockets.push(friend);
    expect(friend.game.players).toHaveLength(2);
  });

  it('keeps the lobby open for the others when its opener opens another', async () => {
    const host = new RestPlayer(server.baseUrl, await newAccount());
    const code = (await host.create()).body.lobby.lobbyCode;
    const guest = await SocketPlayer.join(server.baseUrl, await newAccount(), code);
    sockets.push(guest);
    expect((await host.create()).status).toBe(201);
    const left = await guest.waitFor((game) => game.players.length === 1);
    expect(left.players[0]).toMatchObject({ userId: guest.account.userId, isHost: true });
  });

  it('closes a lobby nobody has moved in for the idle time, players and all', async () => {
    const host = await SocketPlayer.create(server.baseUrl, await newAccount());
    sockets.push(host);
    const guest = await SocketPlayer.join(server.baseUrl, await newAccount(), host.room.roomId);
    sockets.push(guest);
    const closed = new Promise<number>((resolve) => host.room.onLeave((code) => resolve(code)));

    clock.advance(IDLE_LOBBY_MS - 60_000);
    // A move (the guest gets ready) counts: the lobby stays open another idle time from it.
    guest.room.send('ready', { isReady: true });
    await host.waitFor((game) =>
      game.players.some((player) => player.userId === guest.account.userId && player.isReady),
    );
    clock.advance(IDLE_LOBBY_MS - 1000);
    // A few of the room's ticks (50 ms apart) see the clock, and nothing closes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(host.room.connection.isOpen).toBe(true);

    clock.advance(1000);
    await closed;
    expect(await isOpen(host.room.roomId)).toBe(false);
  });
});
