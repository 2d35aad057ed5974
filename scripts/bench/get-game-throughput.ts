// GET /api/multiplayer/game/{code} at full speed beside a bare Express route answering the same JSON (the
// bench:rest comparison, bare-server.ts), for one lobby of four polling players with a round in play: what
// the session, the matchmaker call into the room and the view cost over Express alone. Then the poll that
// finds nothing new (cheap polling): GET lobby of a gathering lobby with the ETag it last sent,
// which answers 304 without a body, with the server's CPU per request for both.
import type { LobbyResponse } from '@bluffle/shared-schema';
import autocannon from 'autocannon';
import { startChild } from './child-server';
import { signInLocally, type JsonClient } from './cookie-http-client';
import { pidListeningOn } from './pid-listening-on';
import { cpuSecondsOf } from './process-meter';
import { profilePhase } from './profile-phases';

const CONNECTIONS = 10;
/** bare-server.ts answers BARE_GET_BODY on this route; the path does not matter to Express's cost. */
const BARE_GET_PATH = '/api/words/session/BAREBARE';

export interface ThroughputFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** The server's CPU over the run per request answered (NaN when its process is not measured). */
  cpuMsPerRequest: number;
  /** Answers 304 Not Modified (a conditional poll that found nothing new). */
  notModified: number;
}

export interface GetGameComparison {
  ours: ThroughputFigures;
  bare: ThroughputFigures;
  bodyBytes: number;
  /** GET lobby of a gathering lobby sent with If-None-Match: the poll that finds nothing new. */
  unchangedLobby: ThroughputFigures;
}

async function load(
  url: string,
  seconds: number,
  headers: Record<string, string>,
  serverPid?: number,
): Promise<ThroughputFigures> {
  const cpuBefore = serverPid === undefined ? Number.NaN : cpuSecondsOf(serverPid);
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    sampleInt: 100,
  });
  const cpuSeconds = serverPid === undefined ? Number.NaN : cpuSecondsOf(serverPid) - cpuBefore;
  const notModified = result.statusCodeStats?.['304']?.count ?? 0;
  return {
    // Completed requests over the run's own duration (see bench-rest.ts: autocannon's per-second average
    // goes by its sampling ticks).
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx - notModified,
    cpuMsPerRequest: (cpuSeconds * 1000) / result.requests.total,
    notModified,
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

/**
 * A lobby whose one player is the poller, gathering, so its view stays as it is and the If-None-Match of
 * every poll matches (a second, silent player would be dropped after 10 s, which changes the view).
 */
async function unchangedLobbyPolls(
  serverUrl: string,
  http: JsonClient,
  seconds: number,
  serverPid: number | undefined,
): Promise<ThroughputFigures> {
  const host = await signInLocally(http, 'Unchanged host');
  const created = await http<LobbyResponse>('POST', '/api/multiplayer/create', {
    body: {},
    cookie: host.cookie,
  });
  const code = created.body.lobby.lobbyCode;
  const url = `${serverUrl}/api/multiplayer/lobby/${code}`;
  const first = await fetch(url, { headers: { cookie: host.cookie } });
  const etag = first.headers.get('etag');
  const headers: Record<string, string> = { cookie: host.cookie };
  // Before ETags (or on a server without them) every poll answers 200 with the body: the baseline.
  if (etag !== null) headers['if-none-match'] = etag;
  return profilePhase('GET lobby unchanged', () => load(url, seconds, headers, serverPid));
}

export async function compareGetGame(
  serverUrl: string,
  http: JsonClient,
  seconds: number,
  serverPid?: number,
): Promise<GetGameComparison> {
  const { code, cookie } = await lobbyInPlay(http);
  const gamePath = `/api/multiplayer/game/${code}`;
  const sample = await http<unknown>('GET', gamePath, { cookie });
  const body = JSON.stringify(sample.body);
  const ours = await profilePhase('GET game', () =>
    load(`${serverUrl}${gamePath}`, seconds, { cookie }, serverPid),
  );
  const unchangedLobby = await unchangedLobbyPolls(serverUrl, http, seconds, serverPid);
  const bareServer = await startChild('scripts/bench/bare-server.ts', { BARE_GET_BODY: body });
  try {
    // Its own CPU per request too: the throughput ratio swings with whatever else the machine runs.
    const barePid = pidListeningOn(Number(new URL(bareServer.url).port));
    const bare = await profilePhase('bare GET', () =>
      load(`${bareServer.url}${BARE_GET_PATH}`, seconds, {}, barePid),
    );
    return { ours, bare, bodyBytes: Buffer.byteLength(body), unchangedLobby };
  } finally {
    await bareServer.stop();
  }
}
