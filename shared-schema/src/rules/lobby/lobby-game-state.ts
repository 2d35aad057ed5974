import type { ScoreState } from '../round/session-views';
import type { PlayLanguage, Word } from '../../word';
import type { RoundAnswer } from '../round/round-state';
import type { LobbyRuling } from './lobby-refusal';
import type { LobbyCommandEvent } from './lobby-command';
import type { LobbyStatus } from './lobby-status';

// A lobby's whole game as plain data (: the lobby is written as the solo round is): what
// reduceLobby (lobby-reducer.ts) takes and gives back. The room keeps one, turns messages, REST calls and its
// clock into events, applies the effects, and copies what players may see into its synced state.

/**
 * How a seat is reached: a WebSocket client of the room, a player who polls the REST endpoints, or nobody
 * (`away`: the player left during a game, and the seat waits out the reconnection window for them). The
 * rules differ only in how a player is known to be present.
 */
export type SeatConnection =
  { kind: 'ws'; sessionId: string } | { kind: 'rest'; lastCallAtMs: number } | { kind: 'away' };

/**
 * How a watcher is known to be here: a WebSocket client of the room, or a poller whose last call
 * was at `lastCallAtMs`. A watcher has no reconnection window: one who goes is gone.
 */
export type WatcherConnection = { kind: 'ws'; sessionId: string } | { kind: 'rest'; lastCallAtMs: number };

/**
 * Someone watching the lobby without a seat: a guest or a signed-in user. `watcherId` is the
 * WebSocket's session id, or for a poller an unguessable token the room made, so nobody calls for another.
 */
export interface LobbyWatcher {
  watcherId: string;
  connection: WatcherConnection;
  /** The last round this watcher called (0: none yet), so each calls a round once. */
  calledRound: number;
}

/** The crowd's calls on the round in play: counted as they come, shown only at the round's results. */
export interface RoundAudience {
  calls: number;
  saidReal: number;
  correct: number;
}

/** The audience's calls over the game's judged rounds: its accuracy is correct / calls. */
export interface AudienceTotals {
  calls: number;
  correct: number;
}

/** Who sits down: the signed-in account, as the seat shows it. */
export interface LobbyUser {
  id: string;
  name: string;
  avatar: string;
}

/** A seated player: what everyone sees of them, and what only the room knows (score state, answers). */
export interface LobbySeat {
  userId: string;
  /** The id players see (never the account's). */
  playerId: string;
  name: string;
  avatar: string;
  isHost: boolean;
  isReady: boolean;
  /** When they sat down, on the room's clock: host succession goes by it. */
  seatedAt: number;
  connection: SeatConnection;
  /** When the seat lost its connection; null while connected. */
  droppedAtMs: number | null;
  /**
   * Lost with its process and not back yet (lobby-resume.ts): the round waits for it as for a connected player
   * until its window ends, since every socket of the lobby dropped at once and none of them chose to.
   */
  isResuming?: boolean;
  score: ScoreState;
  answers: readonly RoundAnswer[];
  /** This round's answer, judged only at round results so no score moves while others still answer. */
  pending: { answer: boolean; answerTimeMs: number } | null;
  hasAnswered: boolean;
  isCorrect: boolean;
  answerTimeMs: number;
  /** The sum of this game's answer times (a timeout counts as the whole round): standings break ties by it. */
  totalAnswerTimeMs: number;
}

/** One lobby's game. `W` is the word as the server keeps it (with its truth, which no client gets early). */
export interface LobbyGame<W extends Word = Word> {
  status: LobbyStatus;
  language: PlayLanguage;
  /**
   * Each round's countdown: the rules' round time until the host picks 15, 30 or 45 s (lobby-round-time.ts).
   * Fixed while a game is under way, so every round of a game has the same length.
   */
  roundSeconds: number;
  /** 0 before the first round, then 1 to totalRounds. */
  round: number;
  totalRounds: number;
  roundStartedAtMs: number;
  /** When the round results on show end (the next round opens, or the game ends); null otherwise. */
  resultsEndAtMs: number | null;
  /** In the order they sat down. */
  seats: readonly LobbySeat[];
  /** Accounts the host removed: they cannot sit down again in this lobby. */
  kickedUserIds: readonly string[];
  /** The game's words in play order, drawn at the start; round n plays words[n - 1]. */
  words: readonly W[];
  /** The start was accepted and the words are being drawn: nobody new sits down, nothing else starts. */
  isDrawingWords: boolean;
  /** When the lobby opened: one nobody sits in closes after a while. */
  openedAtMs: number;
  /** A player's last move (lobby-idle.ts): a lobby with none for a long while closes. */
  lastActivityAtMs: number;
  /** The lobby told the room to close: it says so once. */
  isClosed: boolean;
  /** The host turned watching off: it refuses watchers. */
  isPrivate: boolean;
  /** Who watches now, in the order they came; they never count as seats. */
  watchers: readonly LobbyWatcher[];
  /** The watchers' calls on the round in play (or whose results are on show). */
  roundAudience: RoundAudience;
  /** The watchers' calls over this game's judged rounds, added at each round's results. */
  audience: AudienceTotals;
}

/** How long each part of a lobby's life lasts (; docs/product.md §9 Multiplayer), and the network grace. */
export interface LobbyRules {
  /** A new lobby's round time, until its host picks one (tests shorten it). */
  roundSeconds: number;
  resultsMs: number;
  reconnectSeconds: number;
  restSilenceMs: number;
  emptyLobbyMs: number;
  /** A lobby outside a game with no player's move this long closes (lobby-idle.ts). */
  idleLobbyMs: number;
  /** Grace on every deadline and on the fast limit (NETWORK_ALLOWANCE_MS). */
  allowanceMs: number;
}

export interface LobbyContext {
  nowMs: number;
  rules: LobbyRules;
}

/**
 * Everything that happens to a lobby: a player's or a watcher's command (lobby-command.ts, by the same
 * names), a connection's news, the words arriving, time.
 */
export type LobbyEvent<W extends Word = Word> =
  | LobbyCommandEvent
  /** `playerId` is used when the user gets a new seat (the room draws it). */
  | { type: 'seat'; user: LobbyUser; connection: SeatConnection; playerId: string }
  /** Any call from a polling player shows they are still there. */
  | { type: 'polled'; userId: string }
  | { type: 'socket-dropped'; sessionId: string }
  | { type: 'socket-back'; sessionId: string }
  /** The socket is gone for good: its window closed, or it closed the connection itself. */
  | { type: 'socket-gone'; sessionId: string }
  /** The socket was coming back and failed halfway: no leave, the seat waits out the window. */
  | { type: 'reconnect-failed'; sessionId: string }
  | { type: 'read'; userId: string }
  /** The start's words, or none when drawing them failed. */
  | { type: 'words-drawn'; words: readonly W[] }
  /** The account opened another lobby (an account holds one lobby it opened). */
  | { type: 'opened-another'; userId: string }
  /** Someone starts watching; `watcherId` as LobbyWatcher has it. */
  | { type: 'watch'; watcherId: string; connection: WatcherConnection }
  /** A polling watcher's read: they are still here. */
  | { type: 'watcher-read'; watcherId: string }
  /** The room's clock: countdowns, deadlines, silent and absent players. */
  | { type: 'tick' };

/** A finished game of one signed-in player, as the stats recorder takes it. */
export interface FinishedLobbyGame {
  userId: string;
  wordIds: string[];
  answers: RoundAnswer[];
  score: ScoreState;
}

export type SeatCloseReason = 'left' | 'kicked' | 'dropped' | 'replaced';

/** Why a lobby sends its watchers away. */
export type WatchingEndReason = 'private' | 'closed';

/** What the room does for the reducer: the outside world it cannot touch itself. */
export type LobbyEffect<W extends Word = Word> =
  | { type: 'close-socket'; sessionId: string; reason: SeatCloseReason }
  /** Tell these watchers' sockets why watching ended, then close them. */
  | { type: 'end-watching'; sessionIds: string[]; reason: WatchingEndReason }
  | { type: 'draw-words'; language: PlayLanguage; count: number; userIds: string[] }
  | { type: 'record-word-call'; word: W; userId: string; calledReal: boolean }
  | { type: 'record-game'; game: FinishedLobbyGame }
  /** Run a tick at this time (round results end then). */
  | { type: 'wake-at'; atMs: number }
  | { type: 'close-lobby' };

/**
 * One event's outcome: the lobby after it (the same object when nothing changed), the answer for whoever
 * sent it, and the effects for the room, in order.
 */
export interface LobbyStep<W extends Word = Word> {
  game: LobbyGame<W>;
  ruling: LobbyRuling<null>;
  effects: LobbyEffect<W>[];
}

export const NO_ROUND_CALLS: RoundAudience = { calls: 0, saidReal: 0, correct: 0 };
export const NO_AUDIENCE_CALLS: AudienceTotals = { calls: 0, correct: 0 };

export function newLobbyGame<W extends Word = Word>(options: {
  language: PlayLanguage;
  /** The rules' round time (LobbyRules.roundSeconds). */
  roundSeconds: number;
  totalRounds: number;
  nowMs: number;
}): LobbyGame<W> {
  return {
    status: 'waiting',
    language: options.language,
    roundSeconds: options.roundSeconds,
    round: 0,
    totalRounds: options.totalRounds,
    roundStartedAtMs: 0,
    resultsEndAtMs: null,
    seats: [],
    kickedUserIds: [],
    words: [],
    isDrawingWords: false,
    openedAtMs: options.nowMs,
    lastActivityAtMs: options.nowMs,
    isClosed: false,
    isPrivate: false,
    watchers: [],
    roundAudience: NO_ROUND_CALLS,
    audience: NO_AUDIENCE_CALLS,
  };
}

export function seatOf(game: LobbyGame<Word>, userId: string): LobbySeat | undefined {
  return game.seats.find((seat) => seat.userId === userId);
}

/** The seat a WebSocket client holds, by its Colyseus session id. */
export function seatOfSession(game: LobbyGame<Word>, sessionId: string): LobbySeat | undefined {
  return game.seats.find(({ connection }) => connection.kind === 'ws' && connection.sessionId === sessionId);
}

/** The watcher a WebSocket client is, by its Colyseus session id. */
export function watcherOfSession(game: LobbyGame<Word>, sessionId: string): LobbyWatcher | undefined {
  return game.watchers.find(
    ({ connection }) => connection.kind === 'ws' && connection.sessionId === sessionId,
  );
}

/** Whether a seat's player is here now (a dropped or away seat is kept, but not waited for). */
export function isSeatConnected(seat: Pick<LobbySeat, 'droppedAtMs'>): boolean {
  return seat.droppedAtMs === null;
}
