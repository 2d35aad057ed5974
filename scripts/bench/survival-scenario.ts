// One scenario of the lobby-survival bench: seat the lobbies on the process that will hold them, start them all
// at once, strike that process at the chosen moment (a round, some time into it), play every game to its end
// and read what each player saw (seat-journal.ts): games finished, scores intact, answers lost or counted
// twice, and the longest wait between two round events.
import { PLAYERS_PER_LOBBY, seatKinds, sleep } from './bot-pacing';
import { BotTally } from './bot-tally';
import { jsonClient, signInLocally, type BotAccount, type JsonClient } from './cookie-http-client';
import { forEachLimited } from './limited-concurrency';
import type { LobbyBot } from './lobby-bot';
import { seatLobby, type SeatedLobby } from './play-lobby';
import { RestBot } from './rest-bot';
import { SeatJournal, type RoundGap } from './seat-journal';
import { SocketBot } from './socket-bot';
import { isRealSyntheticWord } from './synthetic-words';

const SEAT_CONCURRENCY = 8;
/** Each polling bot has its own kept-alive connections, as each player's browser would. */
const SOCKETS_PER_REST_BOT = 2;
/** The lobbies' round time (the host does not change it). */
const ROUND_SECONDS = 15;

/** The processes of one scenario, as the players meet them. */
export interface ScenarioServers {
  /** Where players sign in, open and join their lobbies: the process that holds every lobby. */
  seatingUrl: string;
  /** Once every lobby is seated (on Redis the second process starts then, so no lobby opens on it). */
  afterSeating(): Promise<void>;
  /** Where the REST players call, and the WebSocket players join their code again, from now on. */
  playUrl(): string;
  /** The fault: what happens to the holding process. Resolves once it is done (a restart: the process back). */
  strike(): Promise<void>;
}

export interface FaultMoment {
  round: number;
  /** After the first player saw that round open. */
  afterMs: number;
}

export interface ScenarioFigures {
  lobbies: number;
  gamesFinished: number;
  players: number;
  /** Players who saw their game's final standings. */
  playersFinished: number;
  /** Of those, players whose final score is the one their acknowledged answers earn. */
  scoresIntact: number;
  answersAcknowledged: number;
  answersLost: number;
  answersCountedTwice: number;
  /** Sent but never shown taken (their process died first): a final score may or may not count them. */
  answersUnconfirmed: number;
  /** The longest wait a player saw between two round events, which two, and the player's transport. */
  longestGap: (RoundGap & { kind: string }) | null;
  /** The same over the waits that ended before the strike: what the game's own pace gives. */
  longestGapBeforeStrikeMs: number | null;
  /** From the games' start to the strike (on this process's clock). */
  struckAtMs: number | null;
  /** After the strike, how long until each player read its game again: the soonest and the latest, by transport. */
  backAfterMs: Record<'ws' | 'rest', { soonest: number; latest: number } | null>;
  socketRejoins: number;
  errors: string[];
}

/** Where a scenario has got to, on stderr. */
function progress(name: string, message: string): void {
  console.error(`[survival] ${name}: ${message}`);
}

/** A REST player's calls, to whichever process the bench sends players to now, each with its own sockets. */
function followingClient(playUrl: () => string): JsonClient {
  const clients = new Map<string, JsonClient>();
  return (method, urlPath, options) => {
    const url = playUrl();
    let client = clients.get(url);
    if (client === undefined) {
      client = jsonClient(url, SOCKETS_PER_REST_BOT);
      clients.set(url, client);
    }
    return client(method, urlPath, options);
  };
}

async function signInAll(url: string, names: readonly string[]): Promise<BotAccount[]> {
  const client = jsonClient(url, 16);
  const accounts: BotAccount[] = [];
  await forEachLimited(names, 16, async (name, index) => {
    accounts[index] = await signInLocally(client, name);
  });
  return accounts;
}

/** Waits until some player has seen the fault's round open, then for its delay, and strikes. */
async function strikeAt(moment: FaultMoment, journals: readonly SeatJournal[], servers: ScenarioServers) {
  const key = `playing:${moment.round}`;
  while (!journals.some((journal) => journal.hasSeen(key))) await sleep(20);
  await sleep(moment.afterMs);
  await servers.strike();
}

export async function playScenario(
  name: string,
  lobbyCount: number,
  moment: FaultMoment,
  servers: ScenarioServers,
): Promise<ScenarioFigures> {
  const tally = new BotTally();
  const names = Array.from({ length: lobbyCount * PLAYERS_PER_LOBBY }, (_, index) => `${name} ${index + 1}`);
  const accounts = await signInAll(servers.seatingUrl, names);
  progress(name, `${accounts.length} players signed in`);
  const journals = accounts.map((account) => new SeatJournal(account.userId));
  const lobbies: LobbyBot[][] = Array.from({ length: lobbyCount }, (_, lobby) =>
    seatKinds('mixed', lobby).map((kind, seat) => {
      const index = lobby * PLAYERS_PER_LOBBY + seat;
      const [account, journal] = [accounts[index]!, journals[index]!];
      return kind === 'ws'
        ? new SocketBot(servers.seatingUrl, account, { journal, rejoinUrl: servers.playUrl })
        : new RestBot(followingClient(servers.playUrl), account, 'plain', journal);
    }),
  );

  const seated: SeatedLobby[] = [];
  await forEachLimited(lobbies, SEAT_CONCURRENCY, async (bots) => {
    const lobby = await seatLobby(bots, tally);
    if (lobby !== null) seated.push(lobby);
  });
  await Promise.all(seated.map((lobby) => lobby.everyoneReady.catch(() => undefined)));
  progress(name, `${seated.length} lobbies seated`);
  await servers.afterSeating();
  progress(name, 'starting every lobby');

  let releaseStart = () => {};
  const startSignal = new Promise<void>((resolve) => (releaseStart = resolve));
  const games = seated.map((lobby) => lobby.playWhenStarted(startSignal));
  releaseStart();
  const startedAt = performance.now();
  let struckAt: number | null = null;
  const strike = strikeAt(moment, journals, {
    ...servers,
    strike: () => {
      struckAt = performance.now();
      progress(name, `striking ${((struckAt - startedAt) / 1000).toFixed(1)} s into the games`);
      return servers.strike();
    },
  });
  await Promise.all(games);
  progress(name, `games over after ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  // A game that ended without reaching the fault's round leaves the strike waiting: it is not struck then.
  await Promise.race([strike, sleep(1000)]);
  return figuresOf(tally, lobbyCount, lobbies.flat(), journals, { startedAt, struckAt });
}

/** The longest gap of all, with the transport of the player who saw it. */
function longestGapOf(bots: readonly LobbyBot[], journals: readonly SeatJournal[], untilMs?: number) {
  let longest: (RoundGap & { kind: string }) | null = null;
  journals.forEach((journal, index) => {
    const gap = journal.longestGap(untilMs);
    if (gap !== null && (longest === null || gap.ms > longest.ms))
      longest = { ...gap, kind: bots[index]!.kind };
  });
  return longest as (RoundGap & { kind: string }) | null;
}

function backAfter(
  bots: readonly LobbyBot[],
  journals: readonly SeatJournal[],
  kind: 'ws' | 'rest',
  struckAt: number | null,
): { soonest: number; latest: number } | null {
  if (struckAt === null) return null;
  const delays = journals.flatMap((journal, index) => {
    const backAt = bots[index]!.kind === kind ? journal.firstViewAfter(struckAt) : null;
    return backAt === null ? [] : [backAt - struckAt];
  });
  return delays.length === 0 ? null : { soonest: Math.min(...delays), latest: Math.max(...delays) };
}

function figuresOf(
  tally: BotTally,
  lobbyCount: number,
  bots: readonly LobbyBot[],
  journals: readonly SeatJournal[],
  times: { startedAt: number; struckAt: number | null },
): ScenarioFigures {
  const { startedAt, struckAt } = times;
  let [scoresIntact, answersLost, answersCountedTwice] = [0, 0, 0];
  for (const journal of journals) {
    const [least, most] = journal.expectedScores(isRealSyntheticWord, ROUND_SECONDS);
    const final = journal.finalScore;
    const isIntact = final !== null && (final === least || final === most);
    if (isIntact) scoresIntact += 1;
    // An answer the server showed as never given is lost; a final short of every acknowledged answer too.
    const shortBy = final !== null && final < least ? 1 : 0;
    answersLost += Math.max(journal.roundsJudgedUnanswered.size, shortBy);
    if (final !== null && final > most) answersCountedTwice += 1;
  }
  return {
    lobbies: lobbyCount,
    gamesFinished: tally.gamesFinished,
    players: journals.length,
    playersFinished: journals.filter((journal) => journal.finalScore !== null).length,
    scoresIntact,
    answersAcknowledged: journals.reduce((sum, journal) => sum + journal.acknowledgedAnswers, 0),
    answersLost,
    answersCountedTwice,
    answersUnconfirmed: journals.reduce((sum, journal) => sum + journal.unconfirmedAnswers, 0),
    longestGap: longestGapOf(bots, journals),
    longestGapBeforeStrikeMs: struckAt === null ? null : (longestGapOf(bots, journals, struckAt)?.ms ?? null),
    struckAtMs: struckAt === null ? null : struckAt - startedAt,
    backAfterMs: {
      ws: backAfter(bots, journals, 'ws', struckAt),
      rest: backAfter(bots, journals, 'rest', struckAt),
    },
    socketRejoins: bots.reduce((sum, bot) => sum + (bot instanceof SocketBot ? bot.rejoins : 0), 0),
    errors: tally.errors,
  };
}
