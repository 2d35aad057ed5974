import type {
  GamePlayerView,
  LobbyPlayerView,
  LobbyView,
  MultiplayerGameView,
  RoundRevealView,
  StandingView,
} from './lobby-view-types';
import { MAX_LOBBY_PLAYERS, MULTIPLAYER_ROUND_SECONDS } from '../../constants';
import type { PlayLanguage, PlayWord } from '../../word';
import { rankStandings } from './final-standings';
import { lobbyRoundSecondsLeft } from './lobby-round-end';
import type { LobbyStatus } from './lobby-status';

// The room's synced state as plain data (what LobbyState.toJSON() gives), and the spec's Lobby and game-state
// shapes built from it. The REST routes answer with these views and the web client renders them whether the
// state came over a WebSocket or a poll, so both transports show the same thing.

export interface LobbyPlayerSnapshot {
  id: string;
  userId: string;
  name: string;
  avatar: string;
  isHost: boolean;
  isReady: boolean;
  isConnected: boolean;
  currentScore: number;
  hasAnswered: boolean;
  isCorrect: boolean;
  answerTime: number;
  totalAnswerTime: number;
  seatedAt: number;
}

export interface LobbySnapshot {
  code: string;
  status: LobbyStatus;
  language: PlayLanguage;
  roundSeconds: number;
  round: number;
  totalRounds: number;
  roundStartedAt: number;
  currentWord?: PlayWord;
  reveal?: RoundRevealView;
  players: Record<string, LobbyPlayerSnapshot>;
  isPrivate: boolean;
  watcherCount: number;
  audienceCorrect: number;
  audienceCalls: number;
}

/**
 * Players in the order they sat down (the room's map order is not promised to survive a patch). Before its
 * first patch an SDK room's state is empty, so a missing map is no players yet.
 */
function seatedPlayers(snapshot: LobbySnapshot): LobbyPlayerSnapshot[] {
  return Object.values(snapshot.players ?? {}).sort((first, second) => first.seatedAt - second.seatedAt);
}

/** The lobby's round time; a room not yet patched has none, so the default stands in. */
function roundSecondsOf(snapshot: LobbySnapshot): number {
  return snapshot.roundSeconds ?? MULTIPLAYER_ROUND_SECONDS;
}

function lobbyPlayerView(player: LobbyPlayerSnapshot): LobbyPlayerView {
  return {
    id: player.id,
    userId: player.userId,
    playerName: player.name,
    avatar: player.avatar,
    isHost: player.isHost,
    isReady: player.isReady,
    isConnected: player.isConnected,
    currentScore: player.currentScore,
  };
}

/** Whether players' isCorrect has been filled in (spec: at round results) and may be shown. */
function isVerdictShown(status: LobbyStatus): boolean {
  return status === 'round-results' || status === 'finished';
}

export function lobbyViewOf(snapshot: LobbySnapshot): LobbyView {
  const players = seatedPlayers(snapshot);
  return {
    lobbyCode: snapshot.code,
    status: snapshot.status,
    language: snapshot.language,
    roundSeconds: roundSecondsOf(snapshot),
    maxPlayers: MAX_LOBBY_PLAYERS,
    currentPlayers: players.length,
    totalRounds: snapshot.totalRounds,
    players: players.map(lobbyPlayerView),
    isPrivate: snapshot.isPrivate ?? false,
    watcherCount: snapshot.watcherCount ?? 0,
  };
}

/**
 * The whole seconds left in the round in play at `nowMs` on the room's clock, 0 outside a round: the REST
 * game view's timeLeft (docs/product.md §3), computed at the read since the synced state carries no countdown.
 */
export function roundTimeLeftAt(snapshot: LobbySnapshot, nowMs: number): number {
  if (snapshot.status !== 'playing') return 0;
  return lobbyRoundSecondsLeft({
    roundStartedAtMs: snapshot.roundStartedAt,
    roundSeconds: roundSecondsOf(snapshot),
    nowMs,
  });
}

/**
 * The spec's game state. `timeLeft` is the caller's: the room's read of its clock (roundTimeLeftAt) for the
 * REST views; a live client, which has not the room's clock, counts down itself.
 */
export function gameViewOf(snapshot: LobbySnapshot, timeLeft: number): MultiplayerGameView {
  const players = seatedPlayers(snapshot);
  const showVerdict = isVerdictShown(snapshot.status);
  const gamePlayers: GamePlayerView[] = players.map((player) => ({
    ...lobbyPlayerView(player),
    hasAnswered: player.hasAnswered,
    isCorrect: showVerdict && snapshot.round > 0 ? player.isCorrect : null,
    answerTime: player.answerTime,
    totalAnswerTime: player.totalAnswerTime,
  }));
  return {
    lobbyCode: snapshot.code,
    gameStatus: snapshot.status,
    language: snapshot.language,
    roundSeconds: roundSecondsOf(snapshot),
    currentRound: snapshot.round,
    totalRounds: snapshot.totalRounds,
    currentWord: snapshot.currentWord ?? null,
    roundStartTime: snapshot.roundStartedAt,
    timeLeft,
    players: gamePlayers,
    reveal: showVerdict ? (snapshot.reveal ?? null) : null,
    standings: snapshot.status === 'finished' ? standingsOf(players) : null,
    // A room not yet patched has none of these: the defaults stand in.
    isPrivate: snapshot.isPrivate ?? false,
    watcherCount: snapshot.watcherCount ?? 0,
    audienceCorrect: snapshot.audienceCorrect ?? 0,
    audienceCalls: snapshot.audienceCalls ?? 0,
  };
}

/**
 * The game state as a live client builds it from the synced state, which has no countdown: timeLeft is the
 * round's whole time while it is in play, as when it opened. The web counts down from when the round's patch
 * reached it (web/src/multiplayer/round-countdown.ts), corrected by the room's round-clock message when it
 * joined mid-round.
 */
export function liveGameViewOf(snapshot: LobbySnapshot): MultiplayerGameView {
  return gameViewOf(snapshot, snapshot.status === 'playing' ? roundSecondsOf(snapshot) : 0);
}

/** Final standings (rules/lobby/final-standings.ts) as the view lists them. */
export function standingsOf(players: readonly LobbyPlayerSnapshot[]): StandingView[] {
  const entries = players.map((player) => ({
    id: player.id,
    userId: player.userId,
    playerName: player.name,
    score: player.currentScore,
    totalAnswerTimeMs: player.totalAnswerTime,
    seatedAt: player.seatedAt,
  }));
  return rankStandings(entries).map((entry) => ({
    rank: entry.rank,
    id: entry.id,
    userId: entry.userId,
    playerName: entry.playerName,
    score: entry.score,
    totalAnswerTime: entry.totalAnswerTimeMs,
  }));
}
