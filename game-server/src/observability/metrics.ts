import { performance } from 'node:perf_hooks';
import type { LobbyCommandType, LobbyGame, Word } from '@bluffle/shared-schema';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { registerEventLoopDelay } from './event-loop-delay';

// What an operator scrapes at /metrics (metrics-routes.ts). One registry per server: tests run several
// servers in one process, and prom-client's global registry would refuse the second server's metrics.

export type SeatTransport = 'websocket' | 'rest';

/** What a lobby room reports: the code calls these at a few points and never reads a metric back. */
export interface LobbyMetrics {
  /** The room's lobby as it is now (a new room, or any change): its seats, watchers, and a game's end. */
  lobbyChanged(roomId: string, game: LobbyGame<Word>): void;
  lobbyClosed(roomId: string): void;
  gameStarted(): void;
  /** A command reached the room: the returned function, called once its ruling is applied, times an answer. */
  commandArrived(transport: SeatTransport, commandType: LobbyCommandType): () => void;
}

/** The word generator's thread, read at each scrape (it loads on demand and is released when idle). */
export interface WordGeneratorState {
  isThreadRunning(): boolean;
  hasLoadedGenerator(): boolean;
}

export interface ServerMetrics {
  lobby: LobbyMetrics;
  /** Counts the lobby and game polls and the 304s among them (mount on the polls' paths only). */
  countPolls: RequestHandler;
  /** One poll answered with this status, as countPolls counts it (the poll lane answers outside Express). */
  countPollAnswer(status: number): void;
  /** Counts every 429 the HTTP app answers, whichever limit refused. */
  countRateLimitRefusals: RequestHandler;
  /** A solo answer's time from its route to its verdict. */
  timeSoloAnswer<Result>(answer: () => Promise<Result>): Promise<Result>;
  /** One store write every call of its kind goes through (the word calls' batch). */
  timeStoreWrite<Result>(write: string, run: () => Promise<Result>): Promise<Result>;
  watchWordGenerator(generator: WordGeneratorState): void;
  /**
   * The Prometheus text format, and its content type: every metric, or only the one named (null when there is
   * none of that name), which collects that one alone. A whole scrape reads every socket's handle (the
   * default metrics' handles and file descriptors): some milliseconds of the event loop at thousands of
   * players, too much to ask twice a second, as the bots do for the event loop's delay.
   */
  scrape(name?: string): Promise<{ contentType: string; text: string } | null>;
}

interface LobbyCounts {
  status: LobbyGame<Word>['status'];
  websocket: number;
  rest: number;
  away: number;
  watchers: number;
}

const LOBBY_ANSWER_COMMAND: LobbyCommandType = 'answer';
/** An answer is judged in microseconds to milliseconds; the top buckets catch a stalled event loop. */
const ANSWER_SECONDS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const STORE_WRITE_SECONDS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

function countsOf(game: LobbyGame<Word>): LobbyCounts {
  const counts: LobbyCounts = {
    status: game.status,
    websocket: 0,
    rest: 0,
    away: 0,
    watchers: game.watchers.length,
  };
  for (const seat of game.seats) {
    if (seat.connection.kind === 'ws') counts.websocket += 1;
    else if (seat.connection.kind === 'rest') counts.rest += 1;
    else counts.away += 1;
  }
  return counts;
}

function secondsSince(startedAt: number): number {
  return (performance.now() - startedAt) / 1000;
}

/**
 * Process CPU, memory, handles, GC, and the event loop's delay (nodejs_eventloop_lag_*, which prom-client
 * reads from perf_hooks.monitorEventLoopDelay): the process's, so collected once a process, and only once
 * something scrapes. Each collection starts an event-loop monitor and a GC observer that live as long as the
 * process: one a server would pile them up where a process starts many servers (the tests).
 */
let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    registerEventLoopDelay(processRegistry);
  }
  return processRegistry;
}

export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];

  // Each room reports its own counts; the gauges add them up at scrape time, so a room that closes takes
  // its players with it and nothing drifts.
  const lobbies = new Map<string, LobbyCounts>();
  const sumOf = (field: Exclude<keyof LobbyCounts, 'status'>) =>
    [...lobbies.values()].reduce((total, counts) => total + counts[field], 0);
  new Gauge({
    name: 'bluffle_lobby_rooms_open',
    help: 'Lobby rooms open in this process.',
    registers,
    collect() {
      this.set(lobbies.size);
    },
  });
  new Gauge({
    name: 'bluffle_lobby_players_seated',
    help: 'Seated lobby players by transport (away: a dropped socket inside its reconnection window).',
    labelNames: ['transport'] as const,
    registers,
    collect() {
      this.set({ transport: 'websocket' }, sumOf('websocket'));
      this.set({ transport: 'rest' }, sumOf('rest'));
      this.set({ transport: 'away' }, sumOf('away'));
    },
  });
  new Gauge({
    name: 'bluffle_lobby_watchers',
    help: 'Watchers of lobby games.',
    registers,
    collect() {
      this.set(sumOf('watchers'));
    },
  });
  const gamesStarted = new Counter({
    name: 'bluffle_lobby_games_started_total',
    help: 'Lobby games started (their words drawn).',
    registers,
  });
  const gamesFinished = new Counter({
    name: 'bluffle_lobby_games_finished_total',
    help: 'Lobby games played to the end (their stats recorded).',
    registers,
  });
  const answerSeconds = new Histogram({
    name: 'bluffle_answer_verdict_seconds',
    help: 'From an answer reaching the server to its verdict applied: lobby answers by transport, and solo answers.',
    labelNames: ['mode'] as const,
    buckets: ANSWER_SECONDS_BUCKETS,
    registers,
  });
  const polls = new Counter({
    name: 'bluffle_lobby_polls_total',
    help: 'Lobby, game and watcher polls answered.',
    registers,
  });
  const notModified = new Counter({
    name: 'bluffle_lobby_polls_not_modified_total',
    help: 'Polls answered 304 Not Modified (the poller held the current view).',
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'bluffle_rate_limit_refusals_total',
    help: 'HTTP requests refused with 429 by a rate limit.',
    registers,
  });
  const storeWriteSeconds = new Histogram({
    name: 'bluffle_store_write_seconds',
    help: 'Time of the store writes, by write.',
    labelNames: ['write'] as const,
    buckets: STORE_WRITE_SECONDS_BUCKETS,
    registers,
  });
  let wordGenerator: WordGeneratorState | undefined;
  new Gauge({
    name: 'bluffle_word_generator_loaded',
    help: 'Whether the word generator is loaded in its thread (1) or not (0).',
    registers,
    collect() {
      this.set(wordGenerator?.hasLoadedGenerator() === true ? 1 : 0);
    },
  });
  new Gauge({
    name: 'bluffle_word_generator_thread_running',
    help: "Whether the word generator's thread runs (loading or loaded).",
    registers,
    collect() {
      this.set(wordGenerator?.isThreadRunning() === true ? 1 : 0);
    },
  });

  const lobby: LobbyMetrics = {
    lobbyChanged: (roomId, game) => {
      // Once a game, not once a player: the rules record each seat's game as it ends.
      const wasFinished = lobbies.get(roomId)?.status === 'finished';
      if (game.status === 'finished' && !wasFinished) gamesFinished.inc();
      lobbies.set(roomId, countsOf(game));
    },
    lobbyClosed: (roomId) => lobbies.delete(roomId),
    gameStarted: () => gamesStarted.inc(),
    commandArrived: (transport, commandType) => {
      if (commandType !== LOBBY_ANSWER_COMMAND) return () => undefined;
      const startedAt = performance.now();
      return () => answerSeconds.observe({ mode: `lobby-${transport}` }, secondsSince(startedAt));
    },
  };

  const countPollAnswer = (status: number) => {
    polls.inc();
    if (status === 304) notModified.inc();
  };

  return {
    lobby,
    countPolls: (_request, response, next) => {
      response.once('finish', () => countPollAnswer(response.statusCode));
      next();
    },
    countPollAnswer,
    countRateLimitRefusals: (_request, response, next) => {
      response.once('finish', () => {
        if (response.statusCode === 429) rateLimitRefusals.inc();
      });
      next();
    },
    timeSoloAnswer: async (answer) => {
      const startedAt = performance.now();
      const result = await answer();
      answerSeconds.observe({ mode: 'solo' }, secondsSince(startedAt));
      return result;
    },
    timeStoreWrite: async (write, run) => {
      const startedAt = performance.now();
      try {
        return await run();
      } finally {
        storeWriteSeconds.observe({ write }, secondsSince(startedAt));
      }
    },
    watchWordGenerator: (generator) => {
      wordGenerator = generator;
    },
    scrape: async (name) => {
      const scraped = Registry.merge([processMetrics(), registry]);
      if (name === undefined) return { contentType: scraped.contentType, text: await scraped.metrics() };
      if (scraped.getSingleMetric(name) === undefined) return null;
      return { contentType: scraped.contentType, text: await scraped.getSingleMetricAsString(name) };
    },
  };
}
