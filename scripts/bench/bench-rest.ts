// `npm run bench:rest`: requests/s and p50/p99 of the two hot game routes with 100,000 words stored, beside a
// bare Express route answering the same JSON in the same run, plus the cold start with that store.
// Targets on our 2-core machine: ratio >= 0.7, p99 <= 5 ms, cold start <= 2 s. Prints figures; it
// asserts nothing. Each row also gives both servers' own CPU per call, read from /proc (a ratio of
// throughputs swings with whatever else the machine runs; the CPU a call costs the server does not). Knobs: BENCH_WORDS, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ANSWER_SESSIONS, and
// BENCH_PROFILE_DIR=<dir> to write V8 CPU profiles of both servers (open them in Chrome DevTools) and the
// load phases' times, for `npx tsx scripts/bench/profile-summary.ts <dir>/<file>.cpuprofile 25 <dir>/phases.json`.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gameServerEnv, startChild } from './child-server';
import { pidListeningOn } from './pid-listening-on';
import { cpuSecondsOf } from './process-meter';
import { profilePhase } from './profile-phases';
import { seedWords } from './seed-words';

const WORD_COUNT = Number(process.env.BENCH_WORDS ?? 100_000);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ANSWER_SESSIONS = Number(process.env.BENCH_ANSWER_SESSIONS ?? 20_000);

interface PreparedSession {
  code: string;
  token: string;
  wordId: string;
}

async function postJson(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-player-token': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

async function prepareSession(baseUrl: string): Promise<PreparedSession> {
  const created = await postJson(`${baseUrl}/api/sessions/create`, { playerName: 'Bench', totalRounds: 5 });
  const code = String(created.sessionCode);
  const token = String(created.playerToken);
  const response = await fetch(`${baseUrl}/api/words/session/${code}?count=10&language=english`, {
    headers: { 'x-player-token': token },
  });
  const { words } = (await response.json()) as { words: Array<{ id: string }> };
  return { code, token, wordId: words[0]!.id };
}

async function prepareSessions(baseUrl: string, count: number): Promise<PreparedSession[]> {
  const sessions: PreparedSession[] = [];
  const workers = Array.from({ length: 16 }, async () => {
    while (sessions.length < count) sessions.push(await prepareSession(baseUrl));
  });
  await Promise.all(workers);
  return sessions.slice(0, count);
}

interface Figures {
  requestsPerSecond: number;
  /** The server process's CPU (all its threads) per completed request, in µs. */
  cpuMicrosPerRequest: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(serverPid: number, options: autocannon.Options): Promise<Figures> {
  const cpuBefore = cpuSecondsOf(serverPid);
  const result = await autocannon({ connections: CONNECTIONS, sampleInt: 100, ...options });
  const cpuSeconds = cpuSecondsOf(serverPid) - cpuBefore;
  return {
    cpuMicrosPerRequest: (cpuSeconds * 1e6) / Math.max(1, result.requests.total),
    // Completed requests over the run's own duration. autocannon's per-second average, and the end of a run
    // of a fixed number of requests, go by its sampling ticks, so with the default 1 s ticks 20,000 answers
    // at 4,400/s read as 4,000 (5 s); 100 ms ticks bring that error under 2%.
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

function benchGet(baseUrl: string, session: PreparedSession): Promise<Figures> {
  return load(pidOf(baseUrl), {
    url: `${baseUrl}/api/words/session/${session.code}?count=10&language=english`,
    headers: { 'x-player-token': session.token },
    duration: DURATION_SECONDS,
  });
}

function benchAnswers(baseUrl: string, sessions: PreparedSession[]): Promise<Figures> {
  let next = 0;
  return load(pidOf(baseUrl), {
    url: baseUrl,
    amount: sessions.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const session = sessions[next++ % sessions.length]!;
          return {
            ...request,
            path: `/api/sessions/${session.code}/answers`,
            headers: { 'content-type': 'application/json', 'x-player-token': session.token },
            body: JSON.stringify({ wordId: session.wordId, roundNumber: 1, playerAnswer: true }),
          };
        },
      },
    ],
  });
}

function pidOf(baseUrl: string): number {
  return pidListeningOn(Number(new URL(baseUrl).port));
}

function row(name: string, ours: Figures, bare: Figures): string {
  const ratio = ours.requestsPerSecond / bare.requestsPerSecond;
  return [
    name.padEnd(34),
    `${ours.requestsPerSecond.toFixed(0).padStart(7)} req/s`,
    `p50 ${ours.p50.toFixed(2).padStart(5)} ms`,
    `p99 ${ours.p99.toFixed(2).padStart(5)} ms`,
    `| bare ${bare.requestsPerSecond.toFixed(0).padStart(7)} req/s p99 ${bare.p99.toFixed(2)} ms`,
    `| ratio ${ratio.toFixed(2)}`,
    `| CPU ${ours.cpuMicrosPerRequest.toFixed(0)} us/call, bare ${bare.cpuMicrosPerRequest.toFixed(0)}, ratio ${(bare.cpuMicrosPerRequest / ours.cpuMicrosPerRequest).toFixed(2)}`,
    ours.errors + ours.non2xx > 0 ? `| errors ${ours.errors} non-2xx ${ours.non2xx}` : '',
  ].join('  ');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bluffle-bench-'));
  try {
    await seedWords(dataDir, WORD_COUNT);
    const server = await startChild('game-server/src/main.ts', gameServerEnv(dataDir));
    console.log(
      `cold start with ${WORD_COUNT} words: ${server.readyAfterMs.toFixed(0)} ms from spawn to /ready`,
    );
    try {
      const getSession = await prepareSession(server.url);
      const sampleGet = await (
        await fetch(`${server.url}/api/words/session/${getSession.code}?count=10&language=english`, {
          headers: { 'x-player-token': getSession.token },
        })
      ).text();
      const answerSessions = await prepareSessions(server.url, ANSWER_SESSIONS + 1);
      const probe = answerSessions.pop()!;
      const samplePost = JSON.stringify(
        await postJson(
          `${server.url}/api/sessions/${probe.code}/answers`,
          { wordId: probe.wordId, roundNumber: 1, playerAnswer: true },
          probe.token,
        ),
      );

      const bare = await startChild('scripts/bench/bare-server.ts', {
        BARE_GET_BODY: sampleGet,
        BARE_POST_BODY: samplePost,
      });
      try {
        const bareSession = { code: 'BAREBARE', token: 'x', wordId: 'x' };
        const ourGet = await profilePhase('GET words', () => benchGet(server.url, getSession));
        const bareGet = await profilePhase('bare GET', () => benchGet(bare.url, bareSession));
        const ourPost = await profilePhase('POST answers', () => benchAnswers(server.url, answerSessions));
        const barePost = await profilePhase('bare POST', () =>
          benchAnswers(
            bare.url,
            answerSessions.map(() => bareSession),
          ),
        );
        console.log(
          `\n${CONNECTIONS} connections, GET for ${DURATION_SECONDS} s, ${answerSessions.length} answers`,
        );
        console.log(row('GET /api/words/session/{code}', ourGet, bareGet));
        console.log(row('POST /api/sessions/{code}/answers', ourPost, barePost));
      } finally {
        await bare.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
