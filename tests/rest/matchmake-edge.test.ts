import { Room, matchMaker } from '@colyseus/core';
import { ERROR_CODES, ERROR_MESSAGES, MATCHMAKE_MESSAGES } from '@bluffle/shared-schema';
import { WebSocket } from 'ws';
import { MATCHMAKE_BODY_LIMIT_BYTES } from '../../game-server/src/server/matchmake-guard';
import { rest, type RestRequest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

// Colyseus's own HTTP route (POST /matchmake/:method/:roomName) as a careless or hostile client meets it
// (the edge): every mistake is a short 4xx JSON `{ error }`, never Colyseus's 520-525, never the
// input repeated back, and an Object.prototype key never reaches the matchmaker as a room id.

/** A room anyone may join; the game registers none yet, so the test brings its own. */
class OpenRoom extends Room {
  override maxClients = 4;
  // Colyseus leaves a reserved seat's timer running after shutdown; a short one lets jest exit promptly.
  override seatReservationTimeout = 1;
}

/** A room whose onAuth says no: Colyseus answers that with 525. */
class ClosedRoom extends Room {
  static override async onAuth(): Promise<unknown> {
    return false;
  }
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('Colyseus matchmaking routes at the edge', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ words: [] });
    matchMaker.defineRoomType('open', OpenRoom);
    matchMaker.defineRoomType('closed', ClosedRoom);
    matchMaker.defineRoomType('never_created', OpenRoom);
  });

  afterAll(async () => {
    await server.close();
    for (const name of ['open', 'closed', 'never_created']) matchMaker.removeRoomType(name);
  });

  const post = (path: string, request: RestRequest = {}) =>
    rest<{ error: string }>(server.baseUrl, path, { method: 'POST', body: {}, ...request });

  function expectCleanRefusal(response: { status: number; body: unknown; headers: Headers }, status: number) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    const { error } = response.body as { error: unknown };
    expect(typeof error).toBe('string');
    expect((error as string).length).toBeLessThan(200);
  }

  it('answers client mistakes with 4xx JSON and a message saying what is wrong, never 52x', async () => {
    const cases: Array<[string, RestRequest, number, string]> = [
      ['/matchmake/joinOrCreate/nonexistent', {}, 404, MATCHMAKE_MESSAGES.unknownRoomType],
      ['/matchmake/create/nonexistent', {}, 404, MATCHMAKE_MESSAGES.unknownRoomType],
      ['/matchmake/joinById/NOSUCH', {}, 404, MATCHMAKE_MESSAGES.roomNotFound],
      ['/matchmake/join/never_created', {}, 404, MATCHMAKE_MESSAGES.noRoomMatches],
      ['/matchmake/joinOrCreate/closed', {}, 403, MATCHMAKE_MESSAGES.refusedByRoom],
      ['/matchmake/reconnect/NOSUCH', {}, 400, MATCHMAKE_MESSAGES.reconnectionTokenRequired],
      [
        '/matchmake/reconnect/NOSUCH',
        { body: { reconnectionToken: 'abc' } },
        404,
        MATCHMAKE_MESSAGES.roomNotFound,
      ],
      ['/matchmake/teleport/open', {}, 404, MATCHMAKE_MESSAGES.unknownRoute],
      ['/matchmake/joinOrCreate', {}, 404, MATCHMAKE_MESSAGES.unknownRoute],
      ['/matchmake/joinById/a/b', {}, 404, MATCHMAKE_MESSAGES.unknownRoute],
    ];
    for (const [path, request, status, error] of cases) {
      const response = await post(path, request);
      expectCleanRefusal(response, status);
      expect({ path, error: response.body.error }).toEqual({ path, error });
    }
  });

  it('refuses bad bodies: malformed JSON, not an object, not JSON, too large', async () => {
    const target = '/matchmake/joinById/NOSUCH';
    const malformed = await post(target, { rawBody: '{"name": ' });
    expectCleanRefusal(malformed, 400);
    expect(malformed.body).toEqual({ error: ERROR_MESSAGES.invalidJson, code: ERROR_CODES.invalidJson });
    for (const rawBody of ['[1,2]', 'null', '"text"', '42']) {
      const notObject = await post(target, { rawBody });
      expectCleanRefusal(notObject, 400);
      expect(notObject.body).toEqual({
        error: MATCHMAKE_MESSAGES.optionsNotObject,
        code: ERROR_CODES.validationFailed,
      });
    }
    const notJson = await post(target, { rawBody: 'name=ada', headers: { 'content-type': 'text/plain' } });
    expectCleanRefusal(notJson, 415);
    expect(notJson.body).toEqual({
      error: MATCHMAKE_MESSAGES.optionsNotJson,
      code: ERROR_CODES.jsonRequired,
    });
    const tooLarge = await post(target, { body: { padding: 'x'.repeat(MATCHMAKE_BODY_LIMIT_BYTES) } });
    expectCleanRefusal(tooLarge, 413);
    expect(tooLarge.body).toEqual({ error: ERROR_MESSAGES.bodyTooLarge, code: ERROR_CODES.bodyTooLarge });
  });

  it('answers other methods with 405 JSON instead of the web app', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await rest<{ error: string }>(server.baseUrl, '/matchmake/joinOrCreate/open', {
        method,
      });
      expectCleanRefusal(response, 405);
      expect(response.body).toEqual({
        error: MATCHMAKE_MESSAGES.postOnly,
        code: ERROR_CODES.methodNotAllowed,
      });
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    }
  });

  it('never echoes long input back', async () => {
    const long = 'x'.repeat(5000);
    for (const path of [
      `/matchmake/joinById/${long}`,
      `/matchmake/joinOrCreate/${long}`,
      `/matchmake/${long}/open`,
    ]) {
      const response = await post(path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(JSON.stringify(response.body).length).toBeLessThan(300);
      expect(JSON.stringify(response.body)).not.toContain('xxxxxxxxxx');
    }
  });

  it('refuses a room id shaped like an Object.prototype key before Colyseus sees it', async () => {
    for (const key of PROTOTYPE_KEYS) {
      for (const method of ['joinById', 'reconnect', 'joinOrCreate', 'create', 'join']) {
        const response = await post(`/matchmake/${method}/${key}`, { body: { reconnectionToken: 't' } });
        expectCleanRefusal(response, 400);
        expect(response.body.error).toBe('That is not a room name or id.');
      }
    }
  });

  it('refuses control characters in a room id', async () => {
    for (const id of ['%00abc', 'a%0Ab', 'a%1Bb']) {
      const response = await post(`/matchmake/joinById/${id}`);
      expectCleanRefusal(response, 400);
      expect(response.body.error).toBe('A room name or id cannot contain control characters.');
    }
  });

  it('refuses a WebSocket to a prototype-shaped room id before the handshake', async () => {
    for (const key of ['constructor', 'toString', '__proto__']) {
      const outcome = await new Promise<{ status?: number; message?: string }>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${server.port}/process/${key}?sessionId=abc`);
        socket.on('unexpected-response', (request, response) => {
          // With this listener ws leaves the refused request open; it is ours to end.
          request.destroy();
          resolve({ status: response.statusCode });
        });
        socket.on('message', (data) => {
          socket.terminate();
          resolve({ message: String(data) });
        });
        socket.on('error', () => resolve({}));
      });
      // Today's fault: the join went ahead and failed with "room.hasReservedSeat is not a function".
      expect({ key, ...outcome }).toEqual({ key, status: 400 });
    }
  });

  it('still lets a real join through, with the security headers on the answer', async () => {
    const created = await post('/matchmake/joinOrCreate/open');
    expect(created.status).toBe(200);
    const reservation = created.body as unknown as { name: string; roomId: string; sessionId: string };
    expect(reservation).toMatchObject({
      name: 'open',
      roomId: expect.any(String),
      sessionId: expect.any(String),
    });
    expect(created.headers.get('x-content-type-options')).toBe('nosniff');
    expect(created.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const joined = await post(`/matchmake/joinById/${reservation.roomId}`, { body: { name: 'Ada' } });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ roomId: reservation.roomId });
  });
});
