// One seat of a benchmark lobby, whatever its transport: the host opens the lobby and starts it, the others
// join and say ready, and everyone answers each round once, after a person's pause.
import type { LobbyStatus, LobbyView, MultiplayerGameView } from '@bluffle/shared-schema';
import type { BotKind } from './bot-pacing';
import type { BotTally } from './bot-tally';
import type { BotAccount } from './cookie-http-client';

export interface LobbyBot {
  readonly kind: BotKind;
  readonly account: BotAccount;
  /** Opens a lobby as its host and answers its code. */
  create(): Promise<string>;
  /** Sits down in the lobby and says ready. */
  join(code: string): Promise<void>;
  /** Resolves once the lobby shows `isDone` (checked on each patch or poll). */
  waitFor(isDone: (lobby: SeenLobby) => boolean): Promise<void>;
  /** The host starts the game. */
  start(): Promise<void>;
  /**
   * Follows the lobby from the moment the bot is seated until the game is finished, answering each round
   * once, and records how long each answer took to be acknowledged.
   */
  playToTheEnd(tally: BotTally): Promise<void>;
  /** Gives up the seat (the game is over, or the bot gives up on it). */
  leave(): Promise<void>;
}

/** What a bot needs of the lobby, from a room patch, a lobby poll or a game poll alike. */
export interface SeenLobby {
  status: LobbyStatus;
  round: number;
  players: readonly {
    userId: string;
    isHost: boolean;
    isReady: boolean;
    isConnected: boolean;
    hasAnswered: boolean;
  }[];
}

export function seenFromGame(game: MultiplayerGameView): SeenLobby {
  return { status: game.gameStatus, round: game.currentRound, players: game.players };
}

export function seenFromLobby(lobby: LobbyView): SeenLobby {
  return {
    status: lobby.status,
    round: 0,
    players: lobby.players.map((player) => ({ ...player, hasAnswered: false })),
  };
}

/** Four seated and every guest ready (the host counts as ready): what the host waits for to start. */
export function isEveryoneReady(lobby: SeenLobby, seats: number): boolean {
  return lobby.players.length === seats && lobby.players.every((player) => player.isHost || player.isReady);
}

/** The round this bot should answer now, if any: one in play, later than the last it took, not yet answered. */
export function roundToAnswer(lobby: SeenLobby, userId: string, lastTakenRound: number): number | null {
  if (lobby.status !== 'playing' || lobby.round <= lastTakenRound) return null;
  const me = lobby.players.find((player) => player.userId === userId);
  return me === undefined || me.hasAnswered ? null : lobby.round;
}

export function hasAnswered(lobby: SeenLobby, userId: string, round: number): boolean {
  return (
    lobby.round === round && lobby.players.some((player) => player.userId === userId && player.hasAnswered)
  );
}
