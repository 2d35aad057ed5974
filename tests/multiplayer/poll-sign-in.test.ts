// Lobby polls and answers read the signed-in user from a short cache of session cookies (http/poll-sign-in.ts): the same
// answers as the full sign-in chain, a sign-out reaching the polls within POLL_SIGN_IN_TTL_MS, and every
// other call still going through the full chain.
import { ERROR_CODES } from '@bluffle/shared-schema';
import { POLL_SIGN_IN_TTL_MS } from '../../game-server/src/http/poll-sign-in';
import { RestPlayer, signIn } from '../support/lobby-players';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('lobby polls and sign-in', () => {
  const clock = new ManualClock();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ clock, env: { AUTH_RATE_LIMIT: '1000' } });
  });
  afterAll(() => server.close());

  it('answers a signed-in poll, refuses a guest or forged cookie, and stops answering soon after sign-out', async () => {
    const player = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Poll Reader'));
    const code = (await player.create()).body.lobby.lobbyCode;
    expect((await player.game(code)).status).toBe(200);

    expect((await rest(server.baseUrl, `/api/multiplayer/game/${code}`)).status).toBe(401);
    const forged = await rest(server.baseUrl, `/api/multiplayer/game/${code}`, {
      headers: { cookie: 'bluffle.sid=s%3Aforged.signature' },
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: ERROR_CODES.unauthorized });

    // A copy of the cookie outlives the sign-out in the browser: the server must stop honouring it.
    const cookie = player.account.agent.cookieHeaderFor(server.baseUrl);
    expect(
      (await player.account.agent.request(`${server.baseUrl}/auth/logout`, { method: 'POST' })).status,
    ).toBe(204);
    // Calls other than polls see the sign-out at once...
    const ready = await rest(server.baseUrl, '/api/multiplayer/ready', {
      body: { lobbyCode: code, isReady: true },
      headers: cookie,
    });
    expect(ready.status).toBe(401);
    // ...and polls and answers once what they remembered is older than the limit.
    clock.advance(POLL_SIGN_IN_TTL_MS);
    const poll = await rest(server.baseUrl, `/api/multiplayer/game/${code}`, { headers: cookie });
    expect(poll.status).toBe(401);
    const answer = await rest(server.baseUrl, '/api/multiplayer/answer', {
      body: { lobbyCode: code, roundNumber: 1, answer: true },
      headers: cookie,
    });
    expect(answer.status).toBe(401);
  });
});
