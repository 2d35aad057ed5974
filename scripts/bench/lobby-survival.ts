// `npm run bench:survival`: live lobbies survive their process (docs/architecture.md, How a lobby survives its
// process). Plays 20 lobbies of four bots (two WebSocket and two REST players each) in three scenarios, each
// struck at a seeded random moment of the game: (a) SIGTERM to the process holding every lobby, a second
// process beside it on the machine's Redis (the drain: games should finish there); (b) kill -9 of the holder
// with the second alive on Redis (it resumes the lobbies once the holder's presence lapses); (c) kill -9 of a
// single process on the embedded store, restarted on the same DATA_DIR and port. The second process starts
// once the lobbies are seated, so all of them open on the one struck. Players act as the web's do: REST
// players call the spec's routes and send an answer again while they see its round on; a WebSocket player
// whose room went by accident joins its code again with the same account. Prints, per scenario beside its
// targets, games finished, scores intact (each player's final score against what its acknowledged answers
// earn), answers lost and counted twice, and the longest gap a player saw between two round events; exits 1
// when a target is missed. Knobs: SURVIVAL_SEED (1), SURVIVAL_LOBBIES (20); REDIS_URL (127.0.0.1:6379), each
// run under keys of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { isRedisUp } from '../../tests/support/redis-check';
import { createSeededRandom, randomIndex, ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import { BOTS_REDIS_URL, botServersEnv, startBotServer, type BotServer } from './bot-servers';
import { seedWords } from './seed-words';
import { isEveryTargetMet, reportLines, type ScenarioOutcome } from './survival-report';
import { playScenario, type FaultMoment } from './survival-scenario';

const SEED = Number(process.env.SURVIVAL_SEED ?? 1);
const LOBBIES = Number(process.env.SURVIVAL_LOBBIES ?? 20);
const WORD_COUNT = 2000;
/** A fault lands up to this long after its round opened (a round ends once all four answered, 0.5-3 s each). */
const FAULT_WITHIN_ROUND_MS = 3000;
/** How long a drained process may take to exit once its games are over (its lobbies close as players leave). */
const DRAIN_EXIT_LIMIT_MS = 60_000;

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const momentText = (moment: FaultMoment) =>
  `in round ${moment.round}, ${moment.afterMs} ms after a player first saw it open`;

/**
 * @colyseus/sdk reports every try of every socket's reconnection on console.info: hundreds of lines a kill, which
 * say nothing the figures do not.
 */
function quietSdkReconnectionLines(): void {
  const info = console.info.bind(console);
  console.info = (...parts: unknown[]) => {
    if (typeof parts[0] === 'string' && parts[0].startsWith('[Colyseus reconnection]')) return;
    info(...parts);
  };
}

/** Every process the run started, so none outlives it. */
const started: BotServer[] = [];

async function start(env: Record<string, string>, port?: number): Promise<BotServer> {
  const server = await startBotServer(env, port);
  started.push(server);
  return server;
}

async function drainOnRedis(dataDir: string, moment: FaultMoment): Promise<ScenarioOutcome> {
  const env = botServersEnv(dataDir, true);
  const holder = await start(env);
  let spare: BotServer | undefined;
  let exit: { signalledAt: number; exited: Promise<void> } | undefined;
  const figures = await playScenario('Drain', LOBBIES, moment, {
    seatingUrl: holder.url,
    afterSeating: async () => {
      spare = await start(env);
    },
    playUrl: () => spare?.url ?? holder.url,
    strike: async () => {
      exit = { signalledAt: performance.now(), exited: holder.stop() };
    },
  });
  const exitedAfter = exit === undefined ? null : await exitTime(exit);
  await spare?.stop();
  await forgetRunKeys(env);
  const exitText =
    exitedAfter === null ? 'it had not exited a minute later' : `it exited ${seconds(exitedAfter)} later`;
  return {
    kind: 'drain',
    title: '(a) SIGTERM to the process holding the lobbies (a draining stop), a second process on Redis',
    fault:
      exit === undefined
        ? 'the games ended before the signal'
        : `signalled ${momentText(moment)}; ${exitText}`,
    figures,
  };
}

async function exitTime(exit: { signalledAt: number; exited: Promise<void> }): Promise<number | null> {
  const limit = new Promise<null>((resolve) => setTimeout(() => resolve(null), DRAIN_EXIT_LIMIT_MS).unref());
  const exitedAt = await Promise.race([exit.exited.then(() => performance.now()), limit]);
  return exitedAt === null ? null : exitedAt - exit.signalledAt;
}

async function killOnRedis(dataDir: string, moment: FaultMoment): Promise<ScenarioOutcome> {
  const env = botServersEnv(dataDir, true);
  const holder = await start(env);
  let spare: BotServer | undefined;
  let isStruck = false;
  const figures = await playScenario('Killed', LOBBIES, moment, {
    seatingUrl: holder.url,
    afterSeating: async () => {
      spare = await start(env);
    },
    playUrl: () => spare?.url ?? holder.url,
    strike: async () => {
      await holder.kill();
      isStruck = true;
    },
  });
  await spare?.stop();
  await forgetRunKeys(env);
  return {
    kind: 'kill-redis',
    title: '(b) kill -9 of the process holding the lobbies, a second process alive on Redis',
    fault: isStruck ? `killed ${momentText(moment)}` : 'the games ended before the kill',
    figures,
  };
}

async function killEmbedded(dataDir: string, moment: FaultMoment): Promise<ScenarioOutcome> {
  const env = botServersEnv(dataDir, false);
  let server = await start(env);
  const { url } = server;
  let downMs: number | null = null;
  const figures = await playScenario('Restarted', LOBBIES, moment, {
    seatingUrl: url,
    afterSeating: async () => {},
    playUrl: () => url,
    strike: async () => {
      await server.kill();
      const killedAt = performance.now();
      server = await start(env, Number(new URL(url).port));
      downMs = performance.now() - killedAt;
    },
  });
  await server.stop();
  return {
    kind: 'kill-embedded',
    title: '(c) kill -9 of the one process on the embedded store, restarted on the same DATA_DIR',
    fault:
      downMs === null
        ? 'the games ended before the kill'
        : `killed ${momentText(moment)}; back (ready) ${seconds(downMs)} after the kill`,
    figures,
  };
}

/** Removes what a run left in Redis under its own keys (rate limits, a game cut off and saved). */
async function forgetRunKeys(env: Record<string, string>): Promise<void> {
  const redis = new Redis(BOTS_REDIS_URL);
  try {
    for (const prefix of [env.RATE_LIMIT_KEY_PREFIX, env.LOBBY_SNAPSHOT_KEY_PREFIX]) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  quietSdkReconnectionLines();
  if (!(await isRedisUp(BOTS_REDIS_URL))) {
    throw new Error(`The bench needs Redis at ${BOTS_REDIS_URL} (set REDIS_URL to point elsewhere).`);
  }
  const random = createSeededRandom(SEED);
  // Never after the last round opens: a fault then would strike finished games.
  const moments: FaultMoment[] = [0, 1, 2].map(() => ({
    round: 1 + randomIndex(ROUNDS_PER_GAME - 1, random),
    afterMs: Math.floor(random() * FAULT_WITHIN_ROUND_MS),
  }));
  const redisDir = mkdtempSync(path.join(tmpdir(), 'bluffle-survival-redis-'));
  const embeddedDir = mkdtempSync(path.join(tmpdir(), 'bluffle-survival-embedded-'));
  const outcomes: ScenarioOutcome[] = [];
  try {
    await seedWords(redisDir, WORD_COUNT);
    await seedWords(embeddedDir, WORD_COUNT);
    console.log(`seed ${SEED}, ${LOBBIES} lobbies of 4 (2 WebSocket, 2 REST) per scenario`);
    outcomes.push(await drainOnRedis(redisDir, moments[0]!));
    outcomes.push(await killOnRedis(redisDir, moments[1]!));
    outcomes.push(await killEmbedded(embeddedDir, moments[2]!));
  } finally {
    await Promise.all(started.map((server) => server.kill()));
    rmSync(redisDir, { recursive: true, force: true });
    rmSync(embeddedDir, { recursive: true, force: true });
  }
  console.log(reportLines(outcomes).join('\n'));
  if (!isEveryTargetMet(outcomes)) process.exitCode = 1;
}

main().then(
  // Kept-alive sockets and SDK timers would hold the process open after the figures are out.
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
