import {
  newLobbyGame,
  reduceLobby,
  type LobbyGame,
  type LobbyRules,
  type Word,
} from '@bluffle/shared-schema';
import { LobbyState } from '@bluffle/shared-schema/room-state';
import { syncRoomState } from './room-state-sync';

// The copy into the synced state after each lobby event: every change players see, and seats the rules left
// as they were not read again.

const RULES: LobbyRules = {
  roundSeconds: 15,
  resultsMs: 3000,
  reconnectSeconds: 20,
  restSilenceMs: 10_000,
  emptyLobbyMs: 60_000,
  idleLobbyMs: 15 * 60_000,
  allowanceMs: 750,
};

function seated(game: LobbyGame<Word>, userId: string, playerId: string): LobbyGame<Word> {
  return reduceLobby(
    game,
    {
      type: 'seat',
      user: { id: userId, name: userId, avatar: '' },
      connection: { kind: 'ws', sessionId: `s-${userId}` },
      playerId,
    },
    { nowMs: 1000, rules: RULES },
  ).game;
}

function gathering(): LobbyGame<Word> {
  const empty = newLobbyGame<Word>({ language: 'english', roundSeconds: 15, totalRounds: 5, nowMs: 0 });
  return seated(seated(empty, 'ada', 'p1'), 'bob', 'p2');
}

describe('syncRoomState', () => {
  it('copies every seat the first time, and a changed seat after that', () => {
    const state = new LobbyState();
    const first = gathering();
    expect(syncRoomState(state, first)).toBe(true);
    expect([...state.players.keys()]).toEqual(['p1', 'p2']);

    const ready = reduceLobby(
      first,
      { type: 'ready', userId: 'bob', isReady: true },
      { nowMs: 2000, rules: RULES },
    ).game;
    expect(syncRoomState(state, ready, first)).toBe(true);
    expect(state.players.get('p2')?.isReady).toBe(true);
    expect(state.players.get('p1')?.isHost).toBe(true);
  });

  it('does not read again a seat the previous lobby already had, and removes a seat that left', () => {
    const state = new LobbyState();
    const first = gathering();
    syncRoomState(state, first);
    // Written behind the sync's back: a seat the rules did not change is not compared, so it stays.
    const ada = state.players.get('p1');
    if (ada === undefined) throw new Error('ada is seated');
    ada.name = 'changed elsewhere';
    const left = reduceLobby(first, { type: 'leave', userId: 'bob' }, { nowMs: 2000, rules: RULES }).game;
    expect(syncRoomState(state, left, first)).toBe(true);
    expect(ada.name).toBe('changed elsewhere');
    expect([...state.players.keys()]).toEqual(['p1']);
    // Without the previous lobby, every seat is compared again.
    expect(syncRoomState(state, left)).toBe(true);
    expect(ada.name).toBe('ada');
  });
});
