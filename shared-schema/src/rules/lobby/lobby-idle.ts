import type { Word } from '../../word';
import type { LobbyContext, LobbyEffect, LobbyEvent, LobbyGame, LobbyStep } from './lobby-game-state';
import { leave } from './lobby-seating';
import { isLobbyGameInPlay } from './lobby-status';
import { acceptedStep } from './lobby-step';

// How a lobby stops holding the server (: one account opened 3,000 lobbies, none ever closed): an
// account keeps one lobby it opened, and a lobby nobody moves in for a long while closes. A lobby nobody sat in
// closes sooner (emptyLobbyMs, lobby-seating.ts), and so does one its last player left.

/** The events that are a player doing something; polls, reads, sockets and the clock are not. */
const PLAYER_MOVES: ReadonlySet<LobbyEvent['type']> = new Set([
  'seat',
  'ready',
  'set-language',
  'kick',
  'leave',
  'start',
  'answer',
  'rematch',
  'set-private',
]);

/** A player's accepted move is the lobby's last activity. */
export function withActivity<W extends Word>(
  before: LobbyGame<W>,
  event: LobbyEvent<W>,
  step: LobbyStep<W>,
  { nowMs }: LobbyContext,
): LobbyStep<W> {
  if (!PLAYER_MOVES.has(event.type) || step.ruling.isRefused || step.game === before) return step;
  return { ...step, game: { ...step.game, lastActivityAtMs: nowMs } };
}

/**
 * Gathering (or looking at the results) with no player's move for idleLobbyMs: the lobby closes, its
 * sockets with it. During a game it never does: rounds end by the clock and the game finishes.
 */
export function closeIfIdle<W extends Word>(
  game: LobbyGame<W>,
  { nowMs, rules }: LobbyContext,
  effects: LobbyEffect<W>[],
): LobbyGame<W> {
  if (game.isClosed || game.seats.length === 0 || isLobbyGameInPlay(game)) return game;
  if (nowMs - game.lastActivityAtMs < rules.idleLobbyMs) return game;
  effects.push({ type: 'close-lobby' });
  return { ...game, isClosed: true };
}

/**
 * The account opened another lobby: its seat here goes (and the lobby closes if that was the last), so an
 * account holds one lobby it opened. A game under way keeps the seat: the player may come back to it, and a
 * game needs other players, so it is not a pile of lobbies.
 */
export function leaveForAnotherLobby<W extends Word>(
  game: LobbyGame<W>,
  userId: string,
  context: LobbyContext,
): LobbyStep<W> {
  if (isLobbyGameInPlay(game)) return acceptedStep(game);
  return leave(game, userId, context);
}
