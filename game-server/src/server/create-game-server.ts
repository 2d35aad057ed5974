import '../ws-polyfill';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { defineServer, matchMaker, type Server } from '@colyseus/core';
import type { WebSocketTransport } from '@colyseus/ws-transport';
import type { RandomSource } from '@bluffle/shared-schema';
import { systemClock, type Clock } from '../clock';
import { startSessionPurge } from '../auth/session-store';
import type { AppConfig } from '../config/read-config';
import { configureHttpApp, type HttpApp } from '../http/configure-http-app';
import { securityHeaders } from '../http/security-headers';
import { clientMistakeLog } from '../logging/client-mistake-log';
import { createLogger, type Logger } from '../logging/logger';
import { cryptoRandom } from '../random-source';
import { seedWordBankIfEmpty } from '../seeding/seed-word-bank';
import { createAdminWordServices } from '../services/admin-words/admin-word-services';
import { createWordsmithWordServices } from '../services/wordsmith/wordsmith-word-services';
import { createGameServices } from '../services/game-services';
import { startAbandonedSessionPurge } from '../services/purge-abandoned-sessions';
import { countPlayerCall } from '../services/record-word-call';
import { startPeriodicTask } from '../periodic-task';
import {
  createWordCallBuffer,
  startWordCallFlushing,
  type WordCallBuffer,
} from '../services/word-calls/word-call-buffer';
import { createStore } from '../store/create-store';
import { createServerMetrics } from '../observability/metrics';
import { lobbyCreationLimit } from '../http/rate-limit/play-rate-limits';
import { openRateLimitStore, type OpenRateLimitStore } from '../rate-limit/open-rate-limit-store';
import { signedInUserFromCookie } from '../auth/signed-in-user-from-cookie';
import { lobbyUserOf } from '../multiplayer/lobby-user';
import { matchMakerLobbyPort } from '../multiplayer/lobby-room-port';
import type { LobbySnapshotSaver } from '../multiplayer/lobby-snapshot-saver';
import { drainingLobbyPort } from '../multiplayer/draining-lobby-port';
import { LobbyDrain } from '../multiplayer/lobby-drain';
import {
  LobbyResumeHandoff,
  PRESENCE_TTL_MS,
  startLobbyResume,
  type RunningLobbyResume,
} from '../multiplayer/lobby-resume';
import { RedisLobbySnapshots } from '../multiplayer/redis-lobby-snapshots';
import type { LobbySnapshots } from '../store/lobby-snapshots';
import { DEFAULT_LOBBY_TIMINGS, maxPollWaitSeconds, type LobbyTimings } from '../multiplayer/lobby-timings';
import { createMultiplayerServices } from '../services/multiplayer';
import { drawLobbyWords } from '../services/lobby-words';
import { oneStartPerTurn } from '../one-start-per-turn';
import type { Store } from '../store/port';
import { ClientFrameTransport } from './client-frame-transport';
import { scaleOutOptions } from './colyseus-options';
import { restrictCrossOrigin } from './cors';
import { translateMatchmakeErrors } from './matchmake-errors';
import { drainThenStop } from './draining-stop';
import { markThisProcessDraining } from './room-placement';
import { ExpectedNotReady } from '../http/routes/health-routes';
import { guardMatchmakeRoutes } from './matchmake-guard';
import { roomsFor } from './room-registry';
import { refuseBadRoomIds } from './upgrade-guard';
import { createWorkerGeneratorClient } from '../word-generation/worker-generator-client';
import type { WordGeneratorClient } from '../word-generation/word-generator-client';

/** What production takes from the machine; tests pass a clock they move and a seeded random source. */
export interface GameServerDeps {
  clock?: Clock;
  random?: RandomSource;
  logger?: Logger;
  /** How often expired sign-in sessions and abandoned games are purged; default hourly (tests go faster). */
  purgeIntervalMs?: number;
  /** Lobby round, results and reconnection times (tests shorten them; default the product's). */
  lobbyTimings?: Partial<LobbyTimings>;
  /** How often last rounds left unanswered are looked for, timed out and completed; default every second. */
  lastRoundCheckMs?: number;
  /** How often (real time) a draining server looks for games still in play and at its limit; default 250 ms. */
  drainCheckMs?: number;
}

export interface GameServer {
  /** Opens the store, seeds a first start, and serves HTTP and WebSocket on config.port (0 picks a free one). */
  listen(): Promise<{ port: number }>;
  /**
   * A draining stop (draining-stop.ts): /ready answers 503 and no lobby, join or game starts from now; once
   * no lobby game is in play, or at SHUTDOWN_DRAIN_SECONDS, close(). Safe to call twice.
   */
  drain(): Promise<void>;
  /** Stops taking requests, shuts Colyseus down (ending any game in play), and closes the store. Safe to call twice. */
  close(): Promise<void>;
}

interface Running {
  store: Store;
  colyseus: Server;
  transport: WebSocketTransport;
  stopSessionPurge: () => void;
  stopAbandonedSessionPurge: () => void;
  /** Stops the word calls' writes after one last one. */
  stopWordCallFlushing: () => Promise<void>;
  /** Settles once the finished games' stats handed to the recorder are written. */
  statsSaved: () => Promise<void>;
  stopLastRoundChecks: () => void;
  wordGenerator: WordGeneratorClient;
  rateLimits: OpenRateLimitStore;
  /** Where lobbies are saved for a resume: the store's, or Redis's with a connection of its own. */
  lobbySnapshots: LobbySnapshots;
  lobbyResume: RunningLobbyResume | undefined;
}

const HOUR_MS = 60 * 60 * 1000;
/** Expired sign-in sessions and abandoned games are removed hourly (the embedded driver has no TTL index). */
const PURGE_INTERVAL_MS = HOUR_MS;
/** How often (real time) a draining server looks at its lobbies: a stop that waits minutes can be 250 ms late. */
const DRAIN_CHECK_MS = 250;
/**
 * How often (real time) the word call buffer looks at the server's clock to see whether its interval has
 * passed: a test's manual clock, moved past the interval, is noticed within this.
 */
const WORD_CALL_TICK_MS = 250;
/** A closed tab's last round completes at most this long after its time runs out (docs/design.md decision 15). */
const LAST_ROUND_CHECK_MS = 1000;

/** The API calls' listener: a plain lobby poll on its own lane (poll-lane.ts), anything else to Express. */
function apiListener(
  httpApp: HttpApp | undefined,
  expressApp: (request: IncomingMessage, response: ServerResponse) => void,
): (request: IncomingMessage, response: ServerResponse) => void {
  if (httpApp === undefined) return expressApp;
  return (request, response) => {
    if (!httpApp.servePoll(request, response)) expressApp(request, response);
  };
}

/** One process, one port (docs/design.md decision 1): Express (REST, health, web app) and Colyseus together. */
export function createGameServer(config: AppConfig, deps: GameServerDeps = {}): GameServer {
  const logger = deps.logger ?? createLogger(config.logLevel);
  let running: Running | undefined;
  let closing: Promise<void> | undefined;
  let draining: Promise<void> | undefined;
  const lobbyDrain = new LobbyDrain();

  async function listen(): Promise<{ port: number }> {
    const startedAt = Date.now();
    const clock = deps.clock ?? systemClock;
    const store = await createStore({ mongodbUri: config.mongodbUri, dataDir: config.dataDir, clock });
    let rateLimits: OpenRateLimitStore | undefined;
    let redisSnapshots: RedisLobbySnapshots | undefined;
    try {
      rateLimits = await openRateLimitStore({
        redisUrl: config.redisUrl,
        keyPrefix: config.playLimits.rateLimitKeyPrefix,
        clock,
      });
      const rateLimitStore = rateLimits.store;
      await seedWordBankIfEmpty(store, config.wordBankFile, logger);
      const metrics = createServerMetrics();
      const wordCalls: WordCallBuffer = createWordCallBuffer({
        // The batch of word calls is the store write a game makes most often, all in one place: timed.
        store: {
          wordPlays: {
            recordMany: (tallies) =>
              metrics.timeStoreWrite('word-calls', () => store.wordPlays.recordMany(tallies)),
            countsOf: (wordIds) => store.wordPlays.countsOf(wordIds),
          },
        },
        clock,
        logger: logger.child({ component: 'word-calls' }),
        intervalMs: config.wordCallFlushSeconds * 1000,
      });
      const services = createGameServices({
        store,
        clock,
        random: deps.random ?? cryptoRandom,
        logger,
        dailyFreeGames: config.payments.dailyFreeGames,
        wordCalls,
      });
      const lobbyTimings = { ...DEFAULT_LOBBY_TIMINGS, ...deps.lobbyTimings };
      // Lobbies started together draw their words one a turn (one-start-per-turn.ts), not back to back.
      const drawInTurn = oneStartPerTurn();
      // Shared by every process on Redis, so another one resumes a lobby whose process died; otherwise in the
      // store, for this process's next start. One owner id per start.
      if (config.redisUrl !== undefined) {
        redisSnapshots = await RedisLobbySnapshots.open(
          config.redisUrl,
          config.lobbySnapshotKeyPrefix,
          PRESENCE_TTL_MS,
        );
      }
      const lobbySaving = {
        snapshots: redisSnapshots ?? store.lobbySnapshots,
        ownerId: randomUUID(),
        savers: new Set<LobbySnapshotSaver>(),
      };
      const lobbyResumes = new LobbyResumeHandoff();
      const rooms = roomsFor({
        clock,
        random: deps.random ?? cryptoRandom,
        logger: logger.child({ component: 'lobby' }),
        timings: lobbyTimings,
        newLobbies: lobbyCreationLimit(config.playLimits, rateLimitStore),
        signedInUser: async (cookieHeader) => {
          const user = await signedInUserFromCookie(cookieHeader, { store, secret: config.sessionSecret });
          return user === null ? null : lobbyUserOf(user);
        },
        drawWords: (language, count, playerUserIds) =>
          drawInTurn(() =>
            drawLobbyWords({ store, random: deps.random ?? cryptoRandom }, language, count, playerUserIds),
          ),
        recordGame: services.recordGame,
        recordWordCall: async (word, playerUserId, calledReal) =>
          countPlayerCall(wordCalls, word, playerUserId, calledReal),
        metrics: metrics.lobby,
        drain: lobbyDrain,
        saving: lobbySaving,
        resumes: lobbyResumes,
      });
      // Its thread starts at the first call that needs it, or once the server listens when preloaded
      // (warmWordGenerator). One loaded on demand is released after the idle minutes (: game
      // processes do not hold it while nobody writes words); a preloaded one stays.
      const wordGenerator = createWorkerGeneratorClient({
        logger: logger.child({ component: 'word-generator' }),
        clock,
        idleReleaseMs: config.isWordGeneratorPreloaded ? undefined : config.wordGeneratorIdleMinutes * 60_000,
      });
      metrics.watchWordGenerator(wordGenerator);
      const adminWords = createAdminWordServices({
        store,
        random: deps.random ?? cryptoRandom,
        wordGenerator,
      });
      restrictCrossOrigin();
      translateMatchmakeErrors(logger);
      // A client's malformed frames are logged as its mistakes, not as our errors (client-mistake-log.ts).
      const frameMistakes = clientMistakeLog({ logger: logger.child({ component: 'colyseus' }), clock });
      const transport = new ClientFrameTransport(frameMistakes, { beforeUpgrade: refuseBadRoomIds });
      // Set once Colyseus hands over its Express app (at listen, before the guard below is installed).
      let httpApp: HttpApp | undefined;
      const colyseus = defineServer({
        rooms,
        transport,
        ...scaleOutOptions(config),
        greet: false,
        // main.ts owns the signals, so that the store is closed too before the process exits.
        gracefullyShutdown: false,
        logger: frameMistakes.colyseusLogger,
        express: (app) => {
          httpApp = configureHttpApp(app, {
            config,
            services,
            adminWords,
            wordsmithWords: createWordsmithWordServices({
              store,
              random: deps.random ?? cryptoRandom,
              wordGenerator,
            }),
            multiplayer: createMultiplayerServices(drainingLobbyPort(matchMakerLobbyPort, lobbyDrain), {
              maxPollWaitSeconds: maxPollWaitSeconds(lobbyTimings),
            }),
            store,
            clock,
            rateLimitStore,
            logger,
            metrics,
            checkReady: async () => {
              // A stopping process: a balancer sends nothing new here (docs/design.md decision 10). The drain
              // logged its start once (draining-stop.ts), so the probes answer quietly.
              if (lobbyDrain.isDraining) throw new ExpectedNotReady('draining');
              await store.ping();
              if (matchMaker.state !== matchMaker.MatchMakerState.READY) {
                throw new Error('matchmaker is not accepting rooms');
              }
            },
          });
        },
      });
      const purgeIntervalMs = deps.purgeIntervalMs ?? PURGE_INTERVAL_MS;
      // The same clock the sign-in sessions' expiry was set with.
      const stopSessionPurge = startSessionPurge(store, purgeIntervalMs, {
        clock,
        onError: (error) => logger.warn({ err: error }, 'purging expired sign-in sessions failed'),
      });
      const stopAbandonedSessionPurge = startAbandonedSessionPurge({
        store,
        clock,
        abandonedAfterMs: config.playLimits.abandonedSessionHours * HOUR_MS,
        intervalMs: purgeIntervalMs,
        onPurged: (count) => logger.info({ count }, 'abandoned games purged'),
        onError: (error) => logger.warn({ err: error }, 'purging abandoned games failed'),
      });
      const stopWordCallFlushing = startWordCallFlushing(wordCalls, WORD_CALL_TICK_MS);
      const stopLastRoundChecks = startPeriodicTask(
        deps.lastRoundCheckMs ?? LAST_ROUND_CHECK_MS,
        async () => {
          await services.settleOverdueLastRounds();
        },
        (error) => logger.warn({ err: error }, 'completing timed-out last rounds failed'),
      );
      running = {
        store,
        colyseus,
        transport,
        stopSessionPurge,
        stopAbandonedSessionPurge,
        stopWordCallFlushing,
        statsSaved: services.statsSaved,
        stopLastRoundChecks,
        wordGenerator,
        rateLimits,
        lobbySnapshots: lobbySaving.snapshots,
        lobbyResume: undefined,
      };
      keepConnectionsOpen(transport);
      await listenOrFail(colyseus, transport, config.port);
      // Colyseus binds its /matchmake route at listen; the guard goes in front of it now.
      if (transport.server !== undefined) {
        guardMatchmakeRoutes(
          transport.server,
          securityHeaders({
            isProduction: config.nodeEnv === 'production',
            adsense: config.payments.adsense,
          }),
          apiListener(httpApp, transport.getExpressApp()),
          () => lobbyDrain.isDraining,
        );
      }
      // Once the matchmaker takes rooms: the lobbies a dead process (or this one's last start) left open again.
      running.lobbyResume = await startLobbyResume({
        saving: lobbySaving,
        handoff: lobbyResumes,
        clock,
        logger: logger.child({ component: 'lobby-resume' }),
        isShared: config.redisUrl !== undefined,
        isDraining: () => lobbyDrain.isDraining,
      });
      if (config.isWordGeneratorPreloaded) warmWordGenerator(wordGenerator, logger);
      const port = (transport.server?.address() as AddressInfo).port;
      logger.info(
        {
          port,
          driver: store.driver,
          redis: config.redisUrl !== undefined,
          startupMs: Date.now() - startedAt,
        },
        'game server listening',
      );
      return { port };
    } catch (error) {
      await close();
      if (running === undefined) {
        await rateLimits?.close();
        await redisSnapshots?.close();
        await store.close();
      }
      throw error;
    }
  }

  function drain(): Promise<void> {
    draining ??= drainThenStop({
      lobbies: lobbyDrain,
      // Alone, no other process places rooms here, and Colyseus's in-memory presence would hold the mark's
      // expiry as a timer as long as the drain and a minute, which kept a server stopped in-process (a test's)
      // from letting its process exit.
      leaveRoomPlacement: () =>
        config.redisUrl === undefined
          ? Promise.resolve()
          : markThisProcessDraining(config.shutdownDrainSeconds),
      clock: deps.clock ?? systemClock,
      limitMs: config.shutdownDrainSeconds * 1000,
      checkEveryMs: deps.drainCheckMs ?? DRAIN_CHECK_MS,
      isClosing: () => closing !== undefined,
      close,
      logger,
    });
    return draining;
  }

  function close(): Promise<void> {
    closing ??= shutdown();
    return closing;
  }

  async function shutdown(): Promise<void> {
    if (running === undefined) {
      return;
    }
    const {
      store,
      colyseus,
      transport,
      stopSessionPurge,
      stopAbandonedSessionPurge,
      stopWordCallFlushing,
      statsSaved,
      stopLastRoundChecks,
      wordGenerator,
      rateLimits,
      lobbySnapshots,
      lobbyResume,
    } = running;
    // No lobby is resumed here any more; the heartbeat stops, so on Redis this process's games in play (kept
    // saved as its rooms close) go to another process once its presence lapses.
    await lobbyResume?.stop();
    stopSessionPurge();
    stopAbandonedSessionPurge();
    stopLastRoundChecks();
    await wordGenerator.close();
    const httpServer = transport.server;
    const closed = httpServer?.listening
      ? new Promise<void>((resolve) => httpServer.once('close', () => resolve()))
      : Promise.resolve();
    // Disposes rooms (a later issue saves running games there, docs/design.md decision 10), closes sockets and HTTP.
    await colyseus.gracefullyShutdown(false);
    // A request answered during the shutdown (a long poll the room answered as it closed) leaves
    // its keep-alive connection idle after a single sweep, and the server would wait out its 65 s idle time.
    const sweep = setInterval(() => httpServer?.closeIdleConnections(), IDLE_SWEEP_MS);
    httpServer?.closeIdleConnections();
    await closed;
    clearInterval(sweep);
    // After the rooms and HTTP: no call can be counted and no game can end any more, and the last ones are
    // written.
    await stopWordCallFlushing();
    await statsSaved();
    await rateLimits.close();
    if (lobbySnapshots !== store.lobbySnapshots) await lobbySnapshots.close();
    await store.close();
    logger.info('game server stopped');
  }

  return { listen, drain, close };
}

/**
 * Loads the word generator in its thread while the server already answers (: the wordsmith's Fill-in
 * and Summon answer in well under a second). Never awaited: a call made meanwhile waits in the thread's queue
 * for the load, and a failed load is only logged, since the next call starts a fresh thread.
 */
function warmWordGenerator(wordGenerator: WordGeneratorClient, logger: Logger): void {
  wordGenerator.warmUp().catch((error: unknown) => {
    logger.warn({ err: error }, 'warming the word generator failed; it will load at the first call');
  });
}

/**
 * Node closes an idle keep-alive connection after 5 s, while a lobby's REST player calls once a second and
 * its browser (or a proxy) may reuse a connection just as the server closes it: under load that showed up as
 * ECONNRESET on answers in `npm run bots`, and as bursts of reconnections. A minute is the usual setting
 * behind a load balancer (whose own idle timeout is shorter); the header timeout must stay above it.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How often a stopping server closes the connections that went idle since it stopped listening. */
const IDLE_SWEEP_MS = 50;

function keepConnectionsOpen(transport: WebSocketTransport): void {
  const httpServer = transport.server;
  if (httpServer === undefined) return;
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
}

/** Colyseus's listen() never settles when the port is taken; the server's own 'error' event does. */
/**
 * How many connections the kernel may hold for us before we accept them (Linux clamps it to
 * net.core.somaxconn, 4096 here). Node's default of 511 overflowed when a thousand lobbies' players opened
 * their sockets and polls in the same second (: 18,010 accept-queue overflows in one bots run, each a
 * SYN retried after a second or more): a burst should wait in the queue, not be dropped.
 */
const LISTEN_BACKLOG = 4096;

function listenOrFail(colyseus: Server, transport: WebSocketTransport, port: number): Promise<void> {
  const httpServer = transport.server;
  const failed = new Promise<never>((_resolve, reject) => httpServer?.once('error', reject));
  return Promise.race([colyseus.listen(port, undefined, LISTEN_BACKLOG), failed]);
}
