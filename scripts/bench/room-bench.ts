// The lobby room under N whole games of four: sign every player in, seat the lobbies a few at a time, start
// them all at once, and play to the final standings, reading the server's CPU at each step and its RSS
// throughout.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { seatKinds, PLAYERS_PER_LOBBY } from './bot-pacing';
import type { BotsOptions } from './bots-options';
import { BotTally, tallyFigures } from './bot-tally';
import type { BotsFigures } from './bots-report';
import { jsonClient, signInLocally, type BotAccount, type ConnectionCount } from './cookie-http-client';
import type { LobbyBot } from './lobby-bot';
import { forEachLimited } from './limited-concurrency';
import { seatLobby, type SeatedLobby } from './play-lobby';
import { profilePhase } from './profile-phases';
import { cpuSecondsOf, sampleRss } from './process-meter';
import { RestBot } from './rest-bot';
import { maxDelayOver, sampleServerLoopDelay } from './server-loop-delay';
import { SocketBot } from './socket-bot';
import { readTcpCounters, tcpCountersSince } from './tcp-counters';
import type { BotServer } from './bot-servers';
import type { ProcessFigures } from './bots-processes';
import { AudienceProcess } from './watch-crowd-process';

const SIGN_IN_CONCURRENCY = 32;
const SEAT_CONCURRENCY = 16;
/**
 * Each polling bot has its own kept-alive connections, as each player's browser would: a shared pool would
 * queue one player's answer behind others' polls in this process and count that wait as the server's.
 */
const SOCKETS_PER_REST_BOT = 2;

/** Where a long run has got to, on stderr so that --json output stays one object. */
function progress(message: string): void {
  console.error(`[bots] ${message}`);
}

async function signInAll(
  baseUrls: readonly string[],
  count: number,
  tally: BotTally,
): Promise<(BotAccount | undefined)[]> {
  const clients = baseUrls.map((baseUrl) => jsonClient(baseUrl, SIGN_IN_CONCURRENCY));
  const accounts: (BotAccount | undefined)[] = Array.from({ length: count }, () => undefined);
  await forEachLimited(accounts, SIGN_IN_CONCURRENCY, async (_, index) => {
    try {
      accounts[index] = await signInLocally(clients[index % clients.length]!, `Bot ${index + 1}`);
    } catch (error) {
      tally.fail(`sign-in of Bot ${index + 1}`, error);
    }
  });
  return accounts;
}

/** Mean bytes the server sent one WebSocket player over its game. */
function meanBytesInPlay(bots: readonly LobbyBot[]): number {
  const sockets = bots.filter((bot): bot is SocketBot => bot instanceof SocketBot);
  return sockets.length === 0 ? 0 : sockets.reduce((sum, bot) => sum + bot.bytesInPlay, 0) / sockets.length;
}

/**
 * The server a seat plays through: with two, the first two seats of a lobby on one and the last two on the
 * other, the host's alternating, so each holds half the rooms and half of each lobby's REST polls reach the
 * room in the other process.
 */
function serverIndexOf(lobby: number, seat: number, servers: number): number {
  return (lobby + Math.floor(seat / 2)) % servers;
}

/** Every server's CPU seconds so far, and their sum. */
function cpuOfAll(servers: readonly Pick<BotServer, 'pid'>[]): { each: number[]; total: number } {
  const each = servers.map((server) => cpuSecondsOf(server.pid));
  return { each, total: each.reduce((sum, seconds) => sum + seconds, 0) };
}

export async function benchRoom(
  servers: readonly Pick<BotServer, 'url' | 'pid'>[],
  options: BotsOptions,
): Promise<BotsFigures['room'] & { perProcess: ProcessFigures[] }> {
  const baseUrl = servers[0]!.url;
  const tally = new BotTally();
  const rssSamplers = servers.map((server) => sampleRss(server.pid));
  const cpuAtStart = cpuOfAll(servers).total;
  const signInStartedAt = performance.now();
  const accounts = await profilePhase('sign-in', () =>
    signInAll(
      servers.map((server) => server.url),
      options.lobbies * PLAYERS_PER_LOBBY,
      tally,
    ),
  );
  const signInSeconds = (performance.now() - signInStartedAt) / 1000;
  progress(`signed in ${accounts.filter(Boolean).length} accounts in ${signInSeconds.toFixed(1)} s`);
  const cpuAfterSignInEach = cpuOfAll(servers).each;
  const cpuAfterSignIn = cpuAfterSignInEach.reduce((sum, seconds) => sum + seconds, 0);
  // The bots' own process, so a reader can tell a slow server from a saturated load generator.
  const botsCpuAtStart = process.cpuUsage();
  const botsLoopDelay = monitorEventLoopDelay({ resolution: 10 });
  botsLoopDelay.enable();

  const restConnectionsEach: ConnectionCount[] = servers.map(() => ({ calls: 0, connectionsOpened: 0 }));
  const wsPlayersEach = servers.map(() => 0);
  const lobbiesHostedEach = servers.map(() => 0);
  const tcpBefore = readTcpCounters();
  const lobbies: LobbyBot[][] = [];
  for (let lobby = 0; lobby < options.lobbies; lobby += 1) {
    const seats = accounts.slice(lobby * PLAYERS_PER_LOBBY, (lobby + 1) * PLAYERS_PER_LOBBY);
    if (seats.some((account) => account === undefined)) {
      // A player who could not sign in leaves the lobby a seat short: it is not played.
      tally.playersFailed += PLAYERS_PER_LOBBY;
      tally.gamesFailed += 1;
      continue;
    }
    const kinds = seatKinds(options.mode, lobby);
    const hostIndex = serverIndexOf(lobby, 0, servers.length);
    lobbiesHostedEach[hostIndex] = (lobbiesHostedEach[hostIndex] ?? 0) + 1;
    lobbies.push(
      seats.map((account, seat) => {
        const index = serverIndexOf(lobby, seat, servers.length);
        const { url } = servers[index]!;
        if (kinds[seat] === 'ws') {
          wsPlayersEach[index] = (wsPlayersEach[index] ?? 0) + 1;
          return new SocketBot(url, account!);
        }
        const http = jsonClient(url, SOCKETS_PER_REST_BOT, restConnectionsEach[index]);
        return new RestBot(http, account!, options.poll);
      }),
    );
  }

  let releaseStart = () => {};
  const startSignal = new Promise<void>((resolve) => (releaseStart = resolve));
  const seated: SeatedLobby[] = [];
  const games: Promise<void>[] = [];
  await profilePhase('seating', async () => {
    await forEachLimited(lobbies, SEAT_CONCURRENCY, async (bots) => {
      const lobby = await seatLobby(bots, tally);
      if (lobby !== null) seated.push(lobby);
    });
    games.push(...seated.map((lobby) => lobby.playWhenStarted(startSignal)));
    await Promise.all(seated.map((lobby) => lobby.everyoneReady.catch(() => undefined)));
  });
  // The audience arrives once the lobbies are seated, as people with the code would.
  const audience = new AudienceProcess(baseUrl, options.watchers);
  const cpuBeforeWatchers = cpuOfAll(servers).total;
  if (options.watchers > 0) {
    await profilePhase('watching', () => audience.watch(seated.map((lobby) => lobby.code)));
    progress(`${audience.figures().connected} watchers in ${audience.figures().joinSeconds.toFixed(1)} s`);
  }
  const cpuAtStartSignalEach = cpuOfAll(servers).each;
  const cpuAtStartSignal = cpuAtStartSignalEach.reduce((sum, seconds) => sum + seconds, 0);
  progress(`${seated.length} lobbies seated and ready; starting them all`);

  const loopDelay = await sampleServerLoopDelay(baseUrl);
  const playStartedAt = performance.now();
  releaseStart();
  const watching = audience.callThroughTheGames();
  await profilePhase('play', () => Promise.all([...games, watching]));
  await audience.leave();
  const gameWallSeconds = (performance.now() - playStartedAt) / 1000;
  const { windows, scrapeMsMax } = await loopDelay.stop();
  const cpuAtEndEach = cpuOfAll(servers).each;
  const cpuAtEnd = cpuAtEndEach.reduce((sum, seconds) => sum + seconds, 0);
  const peakRssEach = rssSamplers.map((sampler) => sampler.stop());
  // One process's peak as ever; with several, the sum of their peaks (an upper bound of the machine's).
  const peakRssMb = peakRssEach.reduce((sum, megabytes) => sum + megabytes, 0);
  const restConnections: ConnectionCount = {
    calls: restConnectionsEach.reduce((sum, count) => sum + count.calls, 0),
    connectionsOpened: restConnectionsEach.reduce((sum, count) => sum + count.connectionsOpened, 0),
  };
  const tcp = tcpCountersSince(tcpBefore);
  const botsCpu = process.cpuUsage(botsCpuAtStart);
  botsLoopDelay.disable();

  const figures = tallyFigures(tally);
  const latencyByRound = figures.latencyByRound.map((summary) => {
    const span = tally.roundSpans.get(summary.round);
    const serverLoopDelayMaxMs =
      span === undefined ? Number.NaN : maxDelayOver(windows, span.fromMs, span.toMs);
    return { ...summary, serverLoopDelayMaxMs };
  });
  const cpuSeconds = cpuAtEnd - cpuAfterSignIn;
  return {
    ...figures,
    latencyByRound,
    serverLoopDelay: {
      maxMs: Math.max(...windows.map((window) => window.maxDelayMs)),
      windows: windows.length,
      scrapeMsMax,
    },
    cpuSeconds,
    cpuMsPerAnswer: (cpuSeconds * 1000) / figures.answers,
    peakRssMb,
    gameWallSeconds,
    signInSeconds,
    signInCpuSeconds: cpuAfterSignIn - cpuAtStart,
    seatCpuSeconds: cpuBeforeWatchers - cpuAfterSignIn,
    watchCpuSeconds: cpuAtStartSignal - cpuBeforeWatchers,
    watchers: audience.figures(),
    bytesInPlayPerWsPlayer: meanBytesInPlay(lobbies.flat()),
    playCpuSeconds: cpuAtEnd - cpuAtStartSignal,
    restConnections,
    tcp,
    loadGenerator: {
      cpuSeconds: (botsCpu.user + botsCpu.system) / 1e6,
      eventLoopDelayP99Ms: botsLoopDelay.percentile(99) / 1e6,
    },
    perProcess: servers.map((server, index) => ({
      url: server.url,
      cpuSeconds: cpuAtEndEach[index]! - cpuAfterSignInEach[index]!,
      playCpuSeconds: cpuAtEndEach[index]! - cpuAtStartSignalEach[index]!,
      peakRssMb: peakRssEach[index]!,
      restCalls: restConnectionsEach[index]!.calls,
      wsPlayers: wsPlayersEach[index]!,
      lobbiesHosted: lobbiesHostedEach[index]!,
    })),
  };
}
