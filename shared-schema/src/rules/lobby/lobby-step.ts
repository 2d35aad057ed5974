import { ERROR_CODES, ERROR_MESSAGES } from '../../errors';
import type { Word } from '../../word';
import { refuseHostAction, type HostAction } from './host-actions';
import { seatOf, type LobbyEffect, type LobbyGame, type LobbySeat, type LobbyStep } from './lobby-game-state';
import type { LobbyRefusal } from './lobby-refusal';

// The small pieces every step of reduceLobby uses: its answers, and finding and changing a seat.

export const ACCEPTED = { isRefused: false, value: null } as const;

export const NOT_IN_LOBBY: LobbyRefusal = {
  code: ERROR_CODES.notInLobby,
  message: ERROR_MESSAGES.notInLobby,
};

export function refusedStep<W extends Word>(game: LobbyGame<W>, refusal: LobbyRefusal): LobbyStep<W> {
  return { game, ruling: { isRefused: true, refusal }, effects: [] };
}

export function acceptedStep<W extends Word>(
  game: LobbyGame<W>,
  effects: LobbyEffect<W>[] = [],
): LobbyStep<W> {
  return { game, ruling: ACCEPTED, effects };
}

export function updateSeat<W extends Word>(
  game: LobbyGame<W>,
  userId: string,
  change: (seat: LobbySeat) => LobbySeat,
): LobbyGame<W> {
  return { ...game, seats: game.seats.map((seat) => (seat.userId === userId ? change(seat) : seat)) };
}

export function refuseHost(game: LobbyGame<Word>, userId: string, action: HostAction): LobbyRefusal | null {
  return refuseHostAction(seatOf(game, userId), action, game.status);
}
