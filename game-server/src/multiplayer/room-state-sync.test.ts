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

describe('syncRoomState: the audience', () => {
  const word = {
    id: 'w1',
    word: 'glimmet',
    definition: 'd',
    usage: 'u',
    isReal: true,
    explanation: '',
  } as Word;

  it('counts watchers, keeps a round’s calls out of the state until its results, then shows the split', () => {
    const state = new LobbyState();
    let game = gathering();
    const at = (nowMs: number, event: Parameters<typeof reduceLobby>[1]) => {
      const before = game;
      game = reduceLobby(game, event, { nowMs, rules: RULES }).game;
      return syncRoomState(state, game, before);
    };
    at(1000, { type: 'watch', watcherId: 'w-1', connection: { kind: 'ws', sessionId: 'w-1' } });
    at(1000, { type: 'watch', watcherId: 'w-2', connection: { kind: 'ws', sessionId: 'w-2' } });
    expect(state.watcherCount).toBe(2);
    at(1000, { type: 'ready', userId: 'bob', isReady: true });
    at(1000, { type: 'start', userId: 'ada' });
    at(1000, { type: 'words-drawn', words: [word, word, word, word, word] });
    // A call changes nothing a client receives: no patch, no view written again.
    expect(at(2000, { type: 'call', watcherId: 'w-1', via: 'ws', round: 1, calledReal: true })).toBe(false);
    expect(at(2000, { type: 'call', watcherId: 'w-2', via: 'ws', round: 1, calledReal: false })).toBe(false);
    expect(state.reveal).toBeUndefined();
    expect([state.audienceCalls, state.audienceCorrect]).toEqual([0, 0]);
    at(2000, { type: 'answer', userId: 'ada', roundNumber: 1, answer: true });
    at(2000, { type: 'answer', userId: 'bob', roundNumber: 1, answer: true });
    expect(state.status).toBe('round-results');
    expect([state.reveal?.audienceCalls, state.reveal?.audienceSaidReal]).toEqual([2, 1]);
    expect([state.audienceCalls, state.audienceCorrect]).toEqual([2, 1]);
  });
});
