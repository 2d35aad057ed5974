// GET /api/multiplayer/game/{code} at full speed beside a bare Express route answering the same JSON (the
// bench:rest comparison, bare-server.ts), for one lobby of four polling players with a round in play: what
// the session, the matchmaker call into the room and the view cost over Express alone.
import type { LobbyResponse } from '@bluffle/shared-schema';
import autocannon from 'autocannon';
import { startChild } from './child-server';
import { signInLocally, type JsonClient } from './cookie-http-client';
import { profilePhase } from './profile-phases';

const CONNECTIONS = 10;
/** bare-server.ts answers BARE_GET_BODY on this route; the path does not matter to Express's cost. */
const BARE_GET_PATH = '/api/words/session/BAREBARE';

export interface ThroughputFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

export interface GetGameComparison {
  ours: ThroughputFigures;
  bare: ThroughputFigures;
  bodyBytes: number;
}

async function load(
  url: string,
  seconds: number,
  headers: Record<string, string>,
): Promise<ThroughputFigures> {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    sampleInt: 100,
  });
  return {
    // Completed requests over the run's own duration (see bench-rest.ts: autocannon's per-second average
    // goes by its sampling ticks).
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx,
  };
}

/** Four polling players, seated, ready and started; answers the lobby code and the host's cookie. */
async function lobbyInPlay(http: JsonClient): Promise<{ code: string; cookie: string }> {
  const accounts = await Promise.all([1, 2, 3, 4].map((seat) => signInLocally(http, `Throughput ${seat}`)));
  const [host, ...guests] = accounts;
  const post = <Body>(cookie: string, call: string, body: object) =>
    http<Body>('POST', `/api/multiplayer/${call}`, { body, cookie });
  const created = await post<LobbyResponse>(host!.cookie, 'create', {});
  const code = created.body.lobby.lobbyCode;
  for (const guest of guests) {
    await post(guest.cookie, 'join', { lobbyCode: code });
    await post(guest.cookie, 'ready', { lobbyCode: code, isReady: true });
  }
  await post(host!.cookie, 'start', { lobbyCode: code });
  return { code, cookie: host!.cookie };
}

export async function compareGetGame(
  serverUrl: string,
  http: JsonClient,
  seconds: number,
): Promise<GetGameComparison> {
  const { code, cookie } = await lobbyInPlay(http);
  const gamePath = `/api/multiplayer/game/${code}`;
  const sample = await http<unknown>('GET', gamePath, { cookie });
  const body = JSON.stringify(sample.body);
  const ours = await profilePhase('GET game', () => load(`${serverUrl}${gamePath}`, seconds, { cookie }));
  const bareServer = await startChild('scripts/bench/bare-server.ts', { BARE_GET_BODY: body });
  try {
    const bare = await profilePhase('bare GET', () => load(`${bareServer.url}${BARE_GET_PATH}`, seconds, {}));
    return { ours, bare, bodyBytes: Buffer.byteLength(body) };
  } finally {
    await bareServer.stop();
  }
}
