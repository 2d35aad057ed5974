// The figures of `npm run bots`, one per line, each beside the issue's target where it has one
// Bots and benchmark). Targets are shown, never asserted: the process exits 0 whatever they say.
import type { BotsOptions } from './bots-options';
import type { LatencySummary } from './bot-tally';
import type { ConnectionCount } from './cookie-http-client';
import type { GetGameComparison } from './get-game-throughput';
import type { TcpCounters } from './tcp-counters';
import type { WatchFigures } from './watch-lobbies';

export interface RunFigures {
  playersConnected: number;
  playersFailed: number;
  gamesFinished: number;
  gamesFailed: number;
  errorCount: number;
  firstErrors: string[];
  answers: number;
  roundsMissed: number;
  /** REST bots' poll round trips (none in the raw run). */
  polls: LatencySummary;
  pollsNotModified: number;
  latency: { all: LatencySummary; ws: LatencySummary; rest: LatencySummary };
  /**
   * Answer-to-verdict latency of each round number, all transports; with the room, the longest event-loop
   * delay the server saw while that round's answers were in flight.
   */
  latencyByRound: (LatencySummary & { round: number; serverLoopDelayMaxMs?: number })[];
  /** Server CPU seconds over the games (seats to final standings), and per acknowledged answer. */
  cpuSeconds: number;
  cpuMsPerAnswer: number;
  peakRssMb: number;
  gameWallSeconds: number;
}

export type RoomFigures = RunFigures & {
  signInSeconds: number;
  signInCpuSeconds: number;
  seatCpuSeconds: number;
  /** The audience joining, between seating and the start signal. */
  watchCpuSeconds: number;
  /** With the audience's own process's CPU (it runs apart from the players' bots). */
  watchers: WatchFigures & { crowdCpuSeconds: number };
  /** Mean bytes the server sent one WebSocket player over its game. */
  bytesInPlayPerWsPlayer: number;
  playCpuSeconds: number;
  /** The REST bots' calls and the connections they opened, seats to final standings. */
  restConnections: ConnectionCount;
  /** Machine-wide TCP counters over the same stretch. */
  tcp: TcpCounters;
  /**
   * The server's event-loop delay from the start signal to the final standings, as it measures it
   * (server-loop-delay.ts): the longest, over how many scrape windows, and the longest scrape's round trip.
   */
  serverLoopDelay: { maxMs: number; windows: number; scrapeMsMax: number };
  /** The bots' own process from seats to final standings. */
  loadGenerator: { cpuSeconds: number; eventLoopDelayP99Ms: number };
};

export interface BotsFigures {
  options: BotsOptions;
  wsPlayers: number;
  restPlayers: number;
  room: RoomFigures;
  /**
   * With --watchers: the same lobbies again on the same server with no audience, run after it, so a
   * watcher's cost is the difference (warm JIT in the second run makes it, if anything, an overestimate).
   * The raw ws and GET comparisons are skipped then, to keep the run short on a shared machine.
   */
  unwatched?: RoomFigures;
  raw?: RunFigures;
  getGame?: GetGameComparison;
}

const TARGET_LOBBIES = 1000;

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

/** How many, and how they spread (p50, p99, max). */
function spread(summary: LatencySummary): string {
  if (summary.count === 0) return '0';
  return `${summary.count}, p50 ${ms(summary.p50)}, p99 ${ms(summary.p99)}, max ${ms(summary.max)}`;
}

function verdict(isMet: boolean, target: string): string {
  return `   [target ${target}: ${isMet ? 'met' : 'MISSED'}]`;
}

function runLines(label: string, run: RunFigures): string[] {
  return [
    `${label} players connected: ${run.playersConnected}`,
    `${label} players failed: ${run.playersFailed}`,
    `${label} games finished: ${run.gamesFinished}`,
    `${label} games failed: ${run.gamesFailed}`,
    `${label} errors: ${run.errorCount}`,
    ...run.firstErrors.map((error) => `${label} error: ${error}`),
    `${label} answers acknowledged: ${run.answers}`,
    `${label} rounds closed before a bot could answer: ${run.roundsMissed}`,
  ];
}

/**
 * Round 1 meets every lobby's start at once; the later rounds show the steady cost. Beside each round, the
 * server's longest event-loop delay while its answers were in flight (rounds overlap as lobbies drift apart,
 * so one stall can show in two rounds).
 */
function byRoundLines(label: string, run: RunFigures): string[] {
  return run.latencyByRound.map((summary) => {
    const loopDelay =
      summary.serverLoopDelayMaxMs === undefined
        ? ''
        : `; server event-loop delay max ${ms(summary.serverLoopDelayMaxMs)}${verdict(summary.p99 <= 50, 'p99 <= 50 ms in every round')}`;
    return `${label} answers of round ${summary.round}: ${spread(summary)}${loopDelay}`;
  });
}

function loopDelayLine(room: RoomFigures): string {
  const { maxMs, windows, scrapeMsMax } = room.serverLoopDelay;
  return `room server event-loop delay max, start to final standings: ${ms(maxMs)} (${windows} windows, longest /metrics scrape ${ms(scrapeMsMax)})${verdict(maxMs <= 50, '<= 50 ms')}`;
}

/** The audience's lines: a watcher's cost per game beside a player's. */
function audienceLines(room: RoomFigures, unwatched: RoomFigures): string[] {
  const watchers = room.watchers;
  const players = unwatched.playersConnected;
  const playerCpuMs = (unwatched.cpuSeconds * 1000) / players;
  const watcherCpuMs = ((room.cpuSeconds - unwatched.cpuSeconds) * 1000) / Math.max(1, watchers.connected);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  return [
    `audience: ${watchers.perLobby} watchers per lobby over WebSocket, ${watchers.connected} connected, ${watchers.failed} failed to join, ${watchers.lost} lost before the end, joined in ${watchers.joinSeconds.toFixed(1)} s`,
    ...watchers.firstProblems.map((problem) => `audience problem: ${problem}`),
    `audience calls sent: ${watchers.calls}, refused: ${watchers.refusals} (call-not-open: the players ended the round first)`,
    `audience load generator (its own process) CPU: ${watchers.crowdCpuSeconds.toFixed(1)} s`,
    `room server CPU, audience joining: ${room.watchCpuSeconds.toFixed(2)} s (${((room.watchCpuSeconds * 1000) / Math.max(1, watchers.connected)).toFixed(2)} ms per watcher)`,
    `unwatched run (same lobbies, no audience): answer p99 ${ms(unwatched.latency.all.p99)}, server CPU seats to final standings ${unwatched.cpuSeconds.toFixed(2)} s`,
    `server CPU per player per game (unwatched run): ${playerCpuMs.toFixed(1)} ms`,
    `server CPU per watcher per game (watched minus unwatched, over watchers): ${watcherCpuMs.toFixed(2)} ms (${(watcherCpuMs / playerCpuMs).toFixed(3)} of a player)`,
    `bytes sent per WebSocket player over its game: ${kb(room.bytesInPlayPerWsPlayer)}; per watcher from start to standings: ${kb(watchers.bytesInPlayPerWatcher)}`,
  ];
}

function pollsPerRestPlayer(room: RoomFigures, restPlayers: number): string {
  return restPlayers === 0 ? '-' : (room.polls.count / restPlayers).toFixed(1);
}

export function reportLines(figures: BotsFigures): string[] {
  const { room, raw, getGame, options, unwatched } = figures;
  const playerTarget = options.watchers > 0 ? `<= 50 ms with ${options.watchers} watchers a lobby` : '';
  const header = [
    `lobbies: ${options.lobbies} of 4, mode ${options.mode}: ${figures.wsPlayers} WebSocket and ${figures.restPlayers} REST players, REST polls ${options.poll}`,
  ];
  if (raw === undefined || getGame === undefined) {
    return [
      ...header,
      ...runLines('room', room),
      `room answer-to-verdict p50: ${ms(room.latency.all.p50)}`,
      `room answer-to-verdict p99: ${ms(room.latency.all.p99)}${verdict(room.latency.all.p99 <= 50, playerTarget || '<= 50 ms')}`,
      `room answer-to-verdict max: ${ms(room.latency.all.max)}`,
      ...byRoundLines('room', room),
      loopDelayLine(room),
      `room server CPU, seating: ${room.seatCpuSeconds.toFixed(2)} s`,
      `room server CPU, play (start to final standings, ${room.gameWallSeconds.toFixed(1)} s): ${room.playCpuSeconds.toFixed(2)} s`,
      `room server CPU, seats to final standings: ${room.cpuSeconds.toFixed(2)} s`,
      `room server peak RSS: ${room.peakRssMb.toFixed(0)} MB`,
      ...(unwatched === undefined ? [] : audienceLines(room, unwatched)),
      `load generator (bots) CPU, seats to final standings: ${room.loadGenerator.cpuSeconds.toFixed(1)} s, event-loop delay p99 ${ms(room.loadGenerator.eventLoopDelayP99Ms)}`,
      '(raw ws and GET game comparisons skipped with --watchers: run without it for them)',
    ];
  }
  const isTargetScale = options.lobbies >= TARGET_LOBBIES && options.mode === 'mixed';
  const scaleNote = isTargetScale ? '' : ` (the issue sets it for ${TARGET_LOBBIES} mixed lobbies)`;
  const cpuRatio = room.cpuMsPerAnswer / raw.cpuMsPerAnswer;
  const getRatio = getGame.ours.requestsPerSecond / getGame.bare.requestsPerSecond;
  return [
    ...header,
    ...runLines('room', room),
    `room answer-to-verdict p50: ${ms(room.latency.all.p50)}`,
    `room answer-to-verdict p99: ${ms(room.latency.all.p99)}${verdict(room.latency.all.p99 <= 50, `<= 50 ms${scaleNote}`)}`,
    `room answer-to-verdict max: ${ms(room.latency.all.max)}`,
    `room WebSocket answers: ${spread(room.latency.ws)}`,
    ...byRoundLines('room', room),
    loopDelayLine(room),
    `room REST answers: ${spread(room.latency.rest)}`,
    `room REST polls (${options.poll}${options.poll === 'long' ? ': held until a change or 8 s' : ''}): ${spread(room.polls)}; answered 304 (unchanged): ${room.pollsNotModified}; per REST player a game: ${pollsPerRestPlayer(room, figures.restPlayers)}`,
    `room REST calls: ${room.restConnections.calls}, TCP connections opened for them: ${room.restConnections.connectionsOpened}`,
    `kernel TCP (machine-wide), seats to final standings: listen overflows ${room.tcp.ListenOverflows}, listen drops ${room.tcp.ListenDrops}, SYN retransmits ${room.tcp.TCPSynRetrans}, timeouts ${room.tcp.TCPTimeouts}`,
    `room sign-in of ${room.playersConnected + room.playersFailed} accounts: ${room.signInSeconds.toFixed(1)} s, server CPU ${room.signInCpuSeconds.toFixed(2)} s`,
    `room server CPU, seating: ${room.seatCpuSeconds.toFixed(2)} s`,
    `room server CPU, play (start to final standings, ${room.gameWallSeconds.toFixed(1)} s): ${room.playCpuSeconds.toFixed(2)} s`,
    `room server CPU, seats to final standings: ${room.cpuSeconds.toFixed(2)} s`,
    `room server CPU per answer: ${room.cpuMsPerAnswer.toFixed(2)} ms`,
    `room server peak RSS: ${room.peakRssMb.toFixed(0)} MB${verdict(room.peakRssMb <= 400, `<= 400 MB${scaleNote}`)}`,
    ...runLines('raw ws', raw),
    `raw ws answer-to-patch p50: ${ms(raw.latency.all.p50)}`,
    `raw ws answer-to-patch p99: ${ms(raw.latency.all.p99)}`,
    ...byRoundLines('raw ws', raw),
    `raw ws server CPU, connect to finish (${raw.gameWallSeconds.toFixed(1)} s): ${raw.cpuSeconds.toFixed(2)} s`,
    `raw ws server CPU per answer: ${raw.cpuMsPerAnswer.toFixed(3)} ms`,
    `raw ws server peak RSS: ${raw.peakRssMb.toFixed(0)} MB`,
    `CPU per answer, room / raw ws: ${cpuRatio.toFixed(1)}x${verdict(cpuRatio <= 2, '<= 2x')}`,
    `CPU per answer in play alone (start to final standings, no seating), room / raw ws: ${((room.playCpuSeconds * 1000) / room.answers).toFixed(2)} ms, ${((room.playCpuSeconds * 1000) / room.answers / raw.cpuMsPerAnswer).toFixed(1)}x`,
    `GET game: ${getGame.ours.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(getGame.ours.p50)}, p99 ${ms(getGame.ours.p99)}, failed ${getGame.ours.failed} (${getGame.bodyBytes} B body)`,
    `bare Express, same JSON: ${getGame.bare.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(getGame.bare.p50)}, p99 ${ms(getGame.bare.p99)}, server CPU per request ${getGame.bare.cpuMsPerRequest.toFixed(3)} ms`,
    `GET game / bare Express: ${getRatio.toFixed(2)}${verdict(getRatio >= 0.8, '>= 0.8')}`,
    `GET game server CPU per request: ${getGame.ours.cpuMsPerRequest.toFixed(3)} ms`,
    `GET lobby unchanged, with If-None-Match: ${getGame.unchangedLobby.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(getGame.unchangedLobby.p50)}, p99 ${ms(getGame.unchangedLobby.p99)}, ${getGame.unchangedLobby.notModified} answered 304, failed ${getGame.unchangedLobby.failed}, server CPU per request ${getGame.unchangedLobby.cpuMsPerRequest.toFixed(3)} ms`,
    `load generator (bots) CPU, seats to final standings: ${room.loadGenerator.cpuSeconds.toFixed(1)} s, event-loop delay p99 ${ms(room.loadGenerator.eventLoopDelayP99Ms)}`,
  ];
}
