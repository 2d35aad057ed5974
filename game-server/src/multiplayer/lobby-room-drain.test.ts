import { ERROR_CODES, newLobbyGame, type LobbyGame, type LobbySeat } from '@bluffle/shared-schema';
import { drainableLobbyOf, refuseGameWhileDraining } from './lobby-room-drain';

describe('refuseGameWhileDraining', () => {
  it('refuses a start and a rematch while the process drains, with the server-draining code', () => {
    for (const command of [{ type: 'start' }, { type: 'rematch' }] as const) {
      expect(refuseGameWhileDraining(command, true)).toMatchObject({
        isRefused: true,
        refusal: { code: ERROR_CODES.serverDraining },
      });
      expect(refuseGameWhileDraining(command, false)).toBeNull();
    }
  });

  it('lets the game in play go on: answers and the rest pass', () => {
    expect(refuseGameWhileDraining({ type: 'answer', roundNumber: 1, answer: true }, true)).toBeNull();
    expect(refuseGameWhileDraining({ type: 'leave' }, true)).toBeNull();
  });
});

describe('drainableLobbyOf', () => {
  /** A finished lobby whose seats dropped (droppedAtMs set) or not (null); only what the drain reads matters. */
  function finishedWithSeats(droppedAtMs: ReadonlyArray<number | null>): LobbyGame {
    const game = newLobbyGame({ language: 'english', roundSeconds: 15, totalRounds: 5, nowMs: 0 });
    const seats = droppedAtMs.map((dropped) => ({ droppedAtMs: dropped }) as LobbySeat);
    return { ...game, status: 'finished', seats };
  }

  function drainable(game: LobbyGame) {
    return drainableLobbyOf({
      roomId: 'ABC234',
      clients: [],
      currentGame: () => game,
      disconnect: () => Promise.resolve(),
    });
  }

  it('has players connected while a seat still has a live socket or a polling REST player', () => {
    expect(drainable(finishedWithSeats([5_000, null])).hasPlayersConnected()).toBe(true);
    expect(drainable(finishedWithSeats([null])).isGameFinished()).toBe(true);
  });

  it('has none once every seat dropped or left, so the finished lobby need not linger', () => {
    expect(drainable(finishedWithSeats([5_000, 6_000])).hasPlayersConnected()).toBe(false);
    expect(drainable(finishedWithSeats([])).hasPlayersConnected()).toBe(false);
  });
});
