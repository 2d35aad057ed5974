import { ERROR_CODES } from '../../errors';
import {
  newLobbyGame,
  type LobbyEffect,
  type LobbyEvent,
  type LobbyGame,
  type LobbyStep,
} from './lobby-game-state';
import { reduceLobby } from './lobby-reducer';
import { TEST_LOBBY_RULES, TEST_LOBBY_WORDS } from './lobby-test-fixtures';

// The audience's rules against the reducer on a clock the test moves by hand.

const RULES = TEST_LOBBY_RULES;
const WORDS = TEST_LOBBY_WORDS;

function lobby() {
  let game: LobbyGame = newLobbyGame({ language: 'english', roundSeconds: 15, totalRounds: 5, nowMs: 0 });
  let nowMs = 1000;
  let seated = 0;
  const send = (event: LobbyEvent): LobbyStep => {
    const step = reduceLobby(game, event, { nowMs, rules: RULES });
    game = step.game;
    return step;
  };
  const room = {
    get game() {
      return game;
    },
    send,
    at(ms: number) {
      nowMs = ms;
      return send({ type: 'tick' });
    },
    sit(userId: string) {
      seated += 1;
      return send({
        type: 'seat',
        user: { id: userId, name: userId, avatar: '' },
        connection: { kind: 'ws', sessionId: `s-${userId}` },
        playerId: `p${seated}`,
      });
    },
    /** A WebSocket watcher, whose id is its session's. */
    watch(sessionId: string) {
      return send({ type: 'watch', watcherId: sessionId, connection: { kind: 'ws', sessionId } });
    },
    call(watcherId: string, round: number, calledReal: boolean) {
      return send({ type: 'call', watcherId, via: 'ws', round, calledReal });
    },
    /** Host ada and ready bob, started with WORDS: round 1 in play at `nowMs`. */
    started() {
      room.sit('ada');
      room.sit('bob');
      send({ type: 'ready', userId: 'bob', isReady: true });
      send({ type: 'start', userId: 'ada' });
      send({ type: 'words-drawn', words: WORDS });
    },
    scores() {
      return game.seats.map((seat) => seat.score.totalScore);
    },
  };
  return room;
}

const codeOf = ({ ruling }: LobbyStep) => (ruling.isRefused ? ruling.refusal.code : null);

describe('lobby reducer: watchers', () => {
  it('lets anyone watch a full lobby without a seat; watching twice changes nothing', () => {
    const room = lobby();
    for (const id of ['ada', 'bob', 'cy', 'dee']) room.sit(id);
    expect(codeOf(room.watch('w-1'))).toBeNull();
    expect(codeOf(room.watch('w-2'))).toBeNull();
    const twice = room.watch('w-1');
    expect(codeOf(twice)).toBeNull();
    expect(room.game.watchers.map((watcher) => watcher.watcherId)).toEqual(['w-1', 'w-2']);
    expect(room.game.seats).toHaveLength(4);
    expect(codeOf(room.sit('eve'))).toBe(ERROR_CODES.lobbyFull);
  });

  it('takes one call a watcher a round, only while that round is open', () => {
    const room = lobby();
    room.watch('w-1');
    expect(codeOf(room.call('w-1', 1, true))).toBe(ERROR_CODES.callNotOpen);
    room.started();
    expect(codeOf(room.call('w-1', 2, true))).toBe(ERROR_CODES.callNotOpen);
    expect(codeOf(room.call('w-1', 1, true))).toBeNull();
    expect(codeOf(room.call('w-1', 1, false))).toBe(ERROR_CODES.alreadyCalled);
    expect(room.game.roundAudience).toEqual({ calls: 1, saidReal: 1, correct: 1 });
    room.watch('w-2');
    // Open until the round's time and its network allowance are up; then the round's results close it.
    room.at(1000 + 15_000 + 750);
    room.watch('w-3');
    expect(codeOf(room.call('w-3', 1, true))).toBeNull();
    room.at(1000 + 15_000 + 751);
    expect(room.game.status).toBe('round-results');
    expect(codeOf(room.call('w-2', 1, true))).toBe(ERROR_CODES.callNotOpen);
  });

  it('refuses a call from a seated player, and a poller calling for a socket watcher', () => {
    const room = lobby();
    room.watch('w-1');
    room.started();
    expect(codeOf(room.call('s-ada', 1, true))).toBe(ERROR_CODES.notWatching);
    expect(
      codeOf(room.send({ type: 'call', watcherId: 'w-1', via: 'rest', round: 1, calledReal: true })),
    ).toBe(ERROR_CODES.notWatching);
    expect(room.game.roundAudience.calls).toBe(0);
  });

  it('never ends a round early nor moves a score: the seated players decide both', () => {
    const room = lobby();
    for (const id of ['w-1', 'w-2', 'w-3']) room.watch(id);
    room.started();
    for (const id of ['w-1', 'w-2', 'w-3']) room.call(id, 1, false);
    room.send({ type: 'answer', userId: 'ada', roundNumber: 1, answer: true });
    expect(room.game.status).toBe('playing');
    room.at(4000);
    const answered = room.send({ type: 'answer', userId: 'bob', roundNumber: 1, answer: false });
    expect(room.game.status).toBe('round-results');
    // Each player's score as a lobby with no watchers would have it: ada right, bob wrong.
    const unwatched = lobby();
    unwatched.started();
    unwatched.send({ type: 'answer', userId: 'ada', roundNumber: 1, answer: true });
    unwatched.at(4000);
    unwatched.send({ type: 'answer', userId: 'bob', roundNumber: 1, answer: false });
    expect(room.scores()).toEqual(unwatched.scores());
    expect(answered.effects.filter((effect) => effect.type === 'record-word-call')).toHaveLength(2);
  });

  it('keeps the split for the round and adds it to the game totals at its results; a new game resets them', () => {
    const room = lobby();
    for (const id of ['w-1', 'w-2', 'w-3']) room.watch(id);
    room.started();
    room.call('w-1', 1, true);
    room.call('w-2', 1, true);
    room.call('w-3', 1, false);
    expect(room.game.audience).toEqual({ calls: 0, correct: 0 });
    room.at(1000 + 15_751);
    expect(room.game.roundAudience).toEqual({ calls: 3, saidReal: 2, correct: 2 });
    expect(room.game.audience).toEqual({ calls: 3, correct: 2 });
    room.at(1000 + 15_751 + 3000);
    expect(room.game.round).toBe(2);
    expect(room.game.roundAudience).toEqual({ calls: 0, saidReal: 0, correct: 0 });
    expect(codeOf(room.call('w-1', 2, false))).toBeNull();
    for (let ms = 20_000; room.game.status !== 'finished'; ms += 1000) room.at(ms);
    expect(room.game.audience).toEqual({ calls: 4, correct: 3 });
    room.send({ type: 'rematch', userId: 'ada' });
    room.send({ type: 'ready', userId: 'bob', isReady: true });
    room.send({ type: 'start', userId: 'ada' });
    room.send({ type: 'words-drawn', words: WORDS });
    expect(room.game.audience).toEqual({ calls: 0, correct: 0 });
    // Round 1 of the new game is open to the watcher who called round 1 of the last.
    expect(codeOf(room.call('w-1', 1, true))).toBeNull();
  });

  it('lets only the host make the lobby private, which sends the watchers away and refuses new ones', () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    room.watch('w-1');
    room.send({ type: 'watch', watcherId: 'token', connection: { kind: 'rest', lastCallAtMs: 1000 } });
    expect(codeOf(room.send({ type: 'set-private', userId: 'bob', isPrivate: true }))).toBe(
      ERROR_CODES.notHost,
    );
    expect(codeOf(room.send({ type: 'set-private', userId: 'w-1', isPrivate: true }))).toBe(
      ERROR_CODES.notInLobby,
    );
    const closed = room.send({ type: 'set-private', userId: 'ada', isPrivate: true });
    expect(closed.effects).toEqual<LobbyEffect[]>([
      { type: 'end-watching', sessionIds: ['w-1'], reason: 'private' },
    ]);
    expect(room.game.watchers).toEqual([]);
    expect(codeOf(room.watch('w-2'))).toBe(ERROR_CODES.lobbyPrivate);
    // The poller learns it at its next read.
    expect(codeOf(room.send({ type: 'watcher-read', watcherId: 'token' }))).toBe(ERROR_CODES.lobbyPrivate);
    room.send({ type: 'set-private', userId: 'ada', isPrivate: false });
    expect(codeOf(room.watch('w-2'))).toBeNull();
  });

  it('makes the lobby private during a game too, and leaves the game as it was', () => {
    const room = lobby();
    room.watch('w-1');
    room.started();
    const before = room.game;
    expect(codeOf(room.send({ type: 'set-private', userId: 'ada', isPrivate: true }))).toBeNull();
    expect({ ...room.game, watchers: before.watchers, isPrivate: false, lastActivityAtMs: 0 }).toEqual({
      ...before,
      lastActivityAtMs: 0,
    });
  });

  it('tells its watchers before it closes: when the last player leaves', () => {
    const room = lobby();
    room.sit('ada');
    room.watch('w-1');
    const last = room.send({ type: 'leave', userId: 'ada' });
    expect(last.effects).toEqual<LobbyEffect[]>([
      { type: 'close-socket', sessionId: 's-ada', reason: 'left' },
      { type: 'end-watching', sessionIds: ['w-1'], reason: 'closed' },
      { type: 'close-lobby' },
    ]);
  });

  it('counts seats only to close: watchers keep neither an empty nor an idle lobby open', () => {
    const empty = lobby();
    empty.watch('w-1');
    expect(empty.at(60_000).effects).toEqual<LobbyEffect[]>([
      { type: 'end-watching', sessionIds: ['w-1'], reason: 'closed' },
      { type: 'close-lobby' },
    ]);
    const idle = lobby();
    idle.sit('ada');
    idle.watch('w-1');
    idle.call('w-1', 1, true);
    expect(idle.at(1000 + RULES.idleLobbyMs).effects.map((effect) => effect.type)).toEqual([
      'end-watching',
      'close-lobby',
    ]);
  });

  it('drops a polling watcher silent past the REST window; a read keeps them; a dropped socket goes at once', () => {
    const room = lobby();
    room.sit('ada');
    room.send({ type: 'watch', watcherId: 'token', connection: { kind: 'rest', lastCallAtMs: 1000 } });
    room.at(9000);
    expect(codeOf(room.send({ type: 'watcher-read', watcherId: 'token' }))).toBeNull();
    room.at(19_000);
    expect(room.game.watchers).toHaveLength(1);
    room.at(19_001);
    expect(room.game.watchers).toEqual([]);
    expect(codeOf(room.send({ type: 'watcher-read', watcherId: 'token' }))).toBe(ERROR_CODES.notWatching);
    room.watch('w-1');
    const dropped = room.send({ type: 'socket-dropped', sessionId: 'w-1' });
    expect(dropped.effects).toEqual([]);
    expect(room.game.watchers).toEqual([]);
    expect(room.game.seats).toHaveLength(1);
  });
});
