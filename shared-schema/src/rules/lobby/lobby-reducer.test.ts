import { ERROR_CODES } from '../../errors';
import {
  newLobbyGame,
  type LobbyEffect,
  type LobbyEvent,
  type LobbyGame,
  type LobbyStep,
  type SeatConnection,
} from './lobby-game-state';
import { reduceLobby } from './lobby-reducer';
import { TEST_LOBBY_RULES, TEST_LOBBY_WORDS } from './lobby-test-fixtures';

// Every lobby rule against the reducer on a clock the test moves by hand.

const RULES = TEST_LOBBY_RULES;
const WORDS = TEST_LOBBY_WORDS;
const ws = (sessionId: string): SeatConnection => ({ kind: 'ws', sessionId });

/** A lobby driven by events at times the test sets; it remembers the last answer and every effect. */
function lobby() {
  let game: LobbyGame = newLobbyGame({
    language: 'english',
    roundSeconds: RULES.roundSeconds,
    totalRounds: 5,
    nowMs: 0,
  });
  let nowMs = 1000;
  let players = 0;
  const effects: LobbyEffect[] = [];
  const send = (event: LobbyEvent) => {
    const step = reduceLobby(game, event, { nowMs, rules: RULES });
    game = step.game;
    effects.push(...step.effects);
    return step;
  };
  return {
    get game() {
      return game;
    },
    effects,
    send,
    at(ms: number) {
      nowMs = ms;
      return send({ type: 'tick' });
    },
    get now() {
      return nowMs;
    },
    sit(userId: string, connection: SeatConnection = ws(`s-${userId}`)) {
      players += 1;
      return send({
        type: 'seat',
        user: { id: userId, name: userId, avatar: '' },
        connection,
        playerId: `p${players}`,
      });
    },
    seat(userId: string) {
      return game.seats.find((seat) => seat.userId === userId);
    },
    /** Host ada and ready bob, started with WORDS: round 1 in play at `nowMs`. */
    started() {
      this.sit('ada');
      this.sit('bob');
      send({ type: 'ready', userId: 'bob', isReady: true });
      send({ type: 'start', userId: 'ada' });
      send({ type: 'words-drawn', words: WORDS });
    },
  };
}

const codeOf = ({ ruling }: LobbyStep) => (ruling.isRefused ? ruling.refusal.code : null);

describe('lobby reducer: seats', () => {
  it('makes the first player host, keeps seat order, and refuses a fifth', () => {
    const room = lobby();
    for (const id of ['ada', 'bob', 'cy', 'dee']) expect(codeOf(room.sit(id))).toBeNull();
    expect(room.game.seats.map((seat) => [seat.userId, seat.isHost])).toEqual([
      ['ada', true],
      ['bob', false],
      ['cy', false],
      ['dee', false],
    ]);
    expect(codeOf(room.sit('eve'))).toBe(ERROR_CODES.lobbyFull);
    // A seated player gets their own seat back even in a full lobby, and the old socket is told why.
    const again = room.sit('bob', ws('second-tab'));
    expect(codeOf(again)).toBeNull();
    expect(again.effects).toEqual([{ type: 'close-socket', sessionId: 's-bob', reason: 'replaced' }]);
    expect(room.game.seats).toHaveLength(4);
  });

  it('gives later seats later times even on the same millisecond', () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    const [first, second] = room.game.seats;
    expect(second!.seatedAt).toBeGreaterThan(first!.seatedAt);
  });

  it('refuses a newcomer once the game has started, or while its words are drawn', () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    room.send({ type: 'ready', userId: 'bob', isReady: true });
    room.send({ type: 'start', userId: 'ada' });
    expect(codeOf(room.sit('late'))).toBe(ERROR_CODES.gameInProgress);
    room.send({ type: 'words-drawn', words: WORDS });
    expect(codeOf(room.sit('later'))).toBe(ERROR_CODES.gameInProgress);
  });

  it('lets only the host remove a player, never themselves, and a removed player never returns', () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    const bob = room.seat('bob')!;
    expect(codeOf(room.send({ type: 'kick', userId: 'bob', playerId: room.seat('ada')!.playerId }))).toBe(
      ERROR_CODES.notHost,
    );
    expect(codeOf(room.send({ type: 'kick', userId: 'ada', playerId: room.seat('ada')!.playerId }))).toBe(
      ERROR_CODES.badRequest,
    );
    const kicked = room.send({ type: 'kick', userId: 'ada', playerId: bob.playerId });
    expect(kicked.effects).toEqual([{ type: 'close-socket', sessionId: 's-bob', reason: 'kicked' }]);
    expect(codeOf(room.sit('bob'))).toBe(ERROR_CODES.kickedFromLobby);
    expect(codeOf(room.send({ type: 'read', userId: 'bob' }))).toBe(ERROR_CODES.kickedFromLobby);
    expect(codeOf(room.send({ type: 'read', userId: 'stranger' }))).toBeNull();
  });

  it('hands the host to the longest-seated player, and closes the lobby when the last one leaves', () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    room.sit('cy');
    room.send({ type: 'leave', userId: 'ada' });
    expect(room.seat('bob')?.isHost).toBe(true);
    room.send({ type: 'leave', userId: 'bob' });
    expect(room.seat('cy')?.isHost).toBe(true);
    const last = room.send({ type: 'leave', userId: 'cy' });
    expect(last.effects).toContainEqual({ type: 'close-lobby' });
    expect(room.game.isClosed).toBe(true);
    expect(codeOf(room.send({ type: 'leave', userId: 'cy' }))).toBe(ERROR_CODES.notInLobby);
  });

  it('closes a lobby nobody sat in once it has been empty long enough', () => {
    const room = lobby();
    expect(room.at(59_000).effects).toEqual([]);
    expect(room.at(60_000).effects).toEqual([{ type: 'close-lobby' }]);
    expect(room.at(61_000).effects).toEqual([]);
  });

  it('lets the host pick the language while gathering, and no one else', () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    expect(codeOf(room.send({ type: 'set-language', userId: 'bob', language: 'filipino' }))).toBe(
      ERROR_CODES.notHost,
    );
    expect(codeOf(room.send({ type: 'set-language', userId: 'ada', language: 'filipino' }))).toBeNull();
    expect(room.game.language).toBe('filipino');
  });
});

describe('lobby reducer: presence', () => {
  it('shows a silent polling player as dropped, brings them back on a call, and frees the seat after the window', () => {
    const room = lobby();
    room.sit('ada');
    room.sit('poll', { kind: 'rest', lastCallAtMs: 1000 });
    room.at(11_000);
    expect(room.seat('poll')?.droppedAtMs).toBeNull();
    room.at(11_001);
    expect(room.seat('poll')?.droppedAtMs).toBe(11_001);
    room.send({ type: 'polled', userId: 'poll' });
    expect(room.seat('poll')?.droppedAtMs).toBeNull();
    room.at(21_002);
    expect(room.seat('poll')?.droppedAtMs).toBe(21_002);
    room.at(41_002);
    expect(room.seat('poll')).toBeDefined();
    room.at(41_003);
    expect(room.seat('poll')).toBeUndefined();
  });

  it('keeps a dropped socket seat until it comes back or its window ends (the room times that)', () => {
    const room = lobby();
    room.started();
    room.send({ type: 'socket-dropped', sessionId: 's-bob' });
    expect(room.seat('bob')?.droppedAtMs).toBe(room.now);
    room.send({ type: 'socket-back', sessionId: 's-bob' });
    expect(room.seat('bob')?.droppedAtMs).toBeNull();
    room.send({ type: 'socket-dropped', sessionId: 's-bob' });
    room.send({ type: 'socket-gone', sessionId: 's-bob' });
    expect(room.seat('bob')).toBeUndefined();
  });

  it('keeps the seat, score and host of a player who leaves during a game, until the window ends', () => {
    const room = lobby();
    room.started();
    room.send({ type: 'answer', userId: 'ada', roundNumber: 1, answer: true });
    room.send({ type: 'answer', userId: 'bob', roundNumber: 1, answer: true });
    const scored = room.seat('ada')!.score.totalScore;
    expect(scored).toBeGreaterThan(0);
    const left = room.send({ type: 'leave', userId: 'ada' });
    expect(left.effects).toEqual([{ type: 'close-socket', sessionId: 's-ada', reason: 'left' }]);
    expect(room.seat('ada')).toMatchObject({
      isHost: true,
      connection: { kind: 'away' },
      droppedAtMs: room.now,
    });
    // A socket that closes itself counts as leaving too.
    room.send({ type: 'socket-gone', sessionId: 's-bob' });
    expect(room.seat('bob')?.connection).toEqual({ kind: 'away' });

    room.sit('ada', ws('back'));
    expect(room.seat('ada')).toMatchObject({ droppedAtMs: null, isHost: true });
    expect(room.seat('ada')!.score.totalScore).toBe(scored);
    room.at(room.now + 20_001);
    expect(room.seat('bob')).toBeUndefined();
    expect(room.seat('ada')).toBeDefined();
  });

  it("keeps the host's seat in the waiting room when a reload's reconnection fails halfway", () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    room.send({ type: 'socket-dropped', sessionId: 's-ada' });
    room.send({ type: 'socket-back', sessionId: 's-ada' });
    // Colyseus closes a reconnection that broke after onReconnect with FAILED_TO_RECONNECT: no leave.
    room.send({ type: 'reconnect-failed', sessionId: 's-ada' });
    expect(room.seat('ada')).toMatchObject({
      isHost: true,
      connection: { kind: 'away' },
      droppedAtMs: room.now,
    });
    expect(room.seat('bob')?.isHost).toBe(false);
    // The reloaded page joins by code: the same seat, still the host, ahead of bob.
    room.sit('ada', ws('reloaded'));
    expect(room.game.seats.map((seat) => [seat.userId, seat.isHost, seat.droppedAtMs])).toEqual([
      ['ada', true, null],
      ['bob', false, null],
    ]);
    // One who never comes back loses the seat once the window ends, and the host passes on.
    room.send({ type: 'reconnect-failed', sessionId: 'reloaded' });
    room.at(room.now + 20_001);
    expect(room.game.seats.map((seat) => [seat.userId, seat.isHost])).toEqual([['bob', true]]);
  });
});

describe('lobby reducer: starting', () => {
  it('needs the host, two players and everyone ready, then draws the words', () => {
    const room = lobby();
    room.sit('ada');
    expect(codeOf(room.send({ type: 'start', userId: 'ada' }))).toBe(ERROR_CODES.notEnoughPlayers);
    room.sit('bob');
    expect(codeOf(room.send({ type: 'start', userId: 'bob' }))).toBe(ERROR_CODES.notHost);
    expect(codeOf(room.send({ type: 'start', userId: 'ada' }))).toBe(ERROR_CODES.playersNotReady);
    room.send({ type: 'ready', userId: 'bob', isReady: true });
    const started = room.send({ type: 'start', userId: 'ada' });
    expect(started.effects).toEqual([
      { type: 'draw-words', language: 'english', count: 5, userIds: ['ada', 'bob'] },
    ]);
    expect(codeOf(room.send({ type: 'start', userId: 'ada' }))).toBe(ERROR_CODES.gameInProgress);
    const opened = room.send({ type: 'words-drawn', words: WORDS });
    expect(room.game).toMatchObject({ status: 'playing', round: 1, roundStartedAtMs: room.now });
    // The room is woken just past the round's deadline (15 s and the allowance), not ticked meanwhile.
    expect(opened.effects).toEqual([{ type: 'wake-at', atMs: room.now + 15_000 + 750 + 1 }]);
    expect(codeOf(room.send({ type: 'ready', userId: 'bob', isReady: false }))).toBe(
      ERROR_CODES.gameInProgress,
    );
  });

  it('stays gathering when too few words came, or a player left while they were drawn', () => {
    const short = lobby();
    short.sit('ada');
    short.sit('bob');
    short.send({ type: 'ready', userId: 'bob', isReady: true });
    short.send({ type: 'start', userId: 'ada' });
    expect(codeOf(short.send({ type: 'words-drawn', words: WORDS.slice(0, 2) }))).toBe(
      ERROR_CODES.noWordsAvailable,
    );
    expect(short.game).toMatchObject({ status: 'waiting', isDrawingWords: false });

    const deserted = lobby();
    deserted.sit('ada');
    deserted.sit('bob');
    deserted.send({ type: 'ready', userId: 'bob', isReady: true });
    deserted.send({ type: 'start', userId: 'ada' });
    deserted.send({ type: 'leave', userId: 'bob' });
    // Leaving while the words are drawn keeps the seat for the window, like leaving a game...
    expect(deserted.seat('bob')?.connection).toEqual({ kind: 'away' });
    deserted.send({ type: 'kick', userId: 'ada', playerId: deserted.seat('bob')!.playerId });
    expect(codeOf(deserted.send({ type: 'words-drawn', words: WORDS }))).toBe(ERROR_CODES.notEnoughPlayers);
    expect(deserted.game.status).toBe('waiting');
  });
});

describe('lobby reducer: rounds', () => {
  it('ends a round when everyone here has answered, judges every answer at once, and times the results', () => {
    const room = lobby();
    room.started();
    room.at(room.now + 4000);
    expect(room.send({ type: 'answer', userId: 'ada', roundNumber: 1, answer: true }).effects).toEqual([]);
    // Nobody's score moves while others still answer.
    expect(room.seat('ada')!.score.totalScore).toBe(0);
    expect(codeOf(room.send({ type: 'answer', userId: 'ada', roundNumber: 1, answer: false }))).toBe(
      ERROR_CODES.alreadyAnswered,
    );
    const ended = room.send({ type: 'answer', userId: 'bob', roundNumber: 1, answer: false });
    expect(room.game).toMatchObject({ status: 'round-results', resultsEndAtMs: room.now + 3000 });
    expect(ended.effects).toEqual([
      { type: 'record-word-call', word: WORDS[0], userId: 'ada', calledReal: true },
      { type: 'record-word-call', word: WORDS[0], userId: 'bob', calledReal: false },
      { type: 'wake-at', atMs: room.now + 3000 },
    ]);
    expect(room.seat('ada')).toMatchObject({ isCorrect: true, answerTimeMs: 4000, totalAnswerTimeMs: 4000 });
    expect(room.seat('bob')).toMatchObject({ isCorrect: false });
    expect(room.seat('ada')!.score.totalScore).toBeGreaterThan(0);
    expect(room.seat('ada')!.answers[0]).toMatchObject({ roundNumber: 1, wordId: 'w1', playerAnswer: true });

    room.at(room.now + 2999);
    expect(room.game.status).toBe('round-results');
    const next = room.at(room.now + 1);
    expect(room.game).toMatchObject({ status: 'playing', round: 2 });
    expect(next.effects).toEqual([{ type: 'wake-at', atMs: room.now + 15_750 + 1 }]);
    expect(room.seat('ada')).toMatchObject({ hasAnswered: false, pending: null });
  });

  it('leaves the countdown to clients, and ends a silent round at its time plus the allowance as a timeout', () => {
    const room = lobby();
    room.started();
    const opened = room.now;
    const playing = room.game;
    // A tick inside the round changes nothing: the same lobby, so the room has nothing to sync or send.
    expect(room.at(opened + 5500).game).toBe(playing);
    room.at(opened + 15_750);
    expect(room.game.status).toBe('playing');
    const ended = room.at(opened + 15_751);
    expect(room.game.status).toBe('round-results');
    expect(ended.effects.filter((effect) => effect.type === 'record-word-call')).toEqual([]);
    expect(room.seat('ada')).toMatchObject({ isCorrect: false, totalAnswerTimeMs: 15_000 });
    expect(room.seat('ada')!.answers[0]).toMatchObject({ playerAnswer: null, timeSpent: 15_000 });
  });

  it('refuses an answer for another round, before the start, from a stranger, or too late', () => {
    const room = lobby();
    room.sit('ada');
    expect(codeOf(room.send({ type: 'answer', userId: 'ada', roundNumber: 1, answer: true }))).toBe(
      ERROR_CODES.roundNotStarted,
    );
    const game = lobby();
    game.started();
    expect(codeOf(game.send({ type: 'answer', userId: 'ada', roundNumber: 2, answer: true }))).not.toBeNull();
    expect(codeOf(game.send({ type: 'answer', userId: 'zed', roundNumber: 1, answer: true }))).toBe(
      ERROR_CODES.notInLobby,
    );
    game.at(game.now + 15_751);
    expect(codeOf(game.send({ type: 'answer', userId: 'ada', roundNumber: 1, answer: true }))).toBe(
      ERROR_CODES.roundOver,
    );
  });

  it('does not wait for a dropped player, and caps an answer in the allowance at the round time', () => {
    const room = lobby();
    room.started();
    room.send({ type: 'socket-dropped', sessionId: 's-bob' });
    const opened = room.now;
    room.at(opened + 15_500);
    room.send({ type: 'answer', userId: 'ada', roundNumber: 1, answer: true });
    expect(room.game.status).toBe('round-results');
    expect(room.seat('ada')).toMatchObject({ answerTimeMs: 15_000 });
  });

  it('finishes after the last round, sends every game to the stats, and the host may rematch', () => {
    const room = lobby();
    room.started();
    for (let round = 1; round <= 5; round += 1) {
      room.send({ type: 'answer', userId: 'ada', roundNumber: round, answer: WORDS[round - 1]!.isReal });
      room.send({ type: 'answer', userId: 'bob', roundNumber: round, answer: true });
      room.at(room.now + 3000);
    }
    expect(room.game.status).toBe('finished');
    const recorded = room.effects.filter((effect) => effect.type === 'record-game');
    expect(recorded.map((effect) => effect.type === 'record-game' && effect.game.userId)).toEqual([
      'ada',
      'bob',
    ]);
    const adaGame = recorded[0]!.type === 'record-game' ? recorded[0]!.game : null;
    expect(adaGame).toMatchObject({ wordIds: ['w1', 'w2', 'w3', 'w4', 'w5'], score: { correct: 5 } });
    expect(adaGame?.answers).toHaveLength(5);

    expect(codeOf(room.send({ type: 'rematch', userId: 'bob' }))).toBe(ERROR_CODES.notHost);
    expect(codeOf(room.send({ type: 'rematch', userId: 'ada' }))).toBeNull();
    expect(room.game).toMatchObject({ status: 'waiting', round: 0, words: [] });
    expect(room.game.seats.map((seat) => [seat.isReady, seat.score.totalScore, seat.answers.length])).toEqual(
      [
        [false, 0, 0],
        [false, 0, 0],
      ],
    );
  });

  it('refuses a rematch before the game is over', () => {
    const room = lobby();
    room.started();
    expect(codeOf(room.send({ type: 'rematch', userId: 'ada' }))).toBe(ERROR_CODES.gameInProgress);
  });

  it('changes nothing on a tick with nothing to do', () => {
    const room = lobby();
    room.sit('ada');
    const before = room.game;
    room.at(room.now + 100);
    expect(room.game).toBe(before);
  });
});

describe('lobby reducer: round time', () => {
  const setTime = (userId: string, roundSeconds: 15 | 30 | 45): LobbyEvent => ({
    type: 'set-round-time',
    userId,
    roundSeconds,
  });

  it("starts at the rules' round time, and lets the host pick 30 or 45 s while gathering", () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    expect(room.game.roundSeconds).toBe(RULES.roundSeconds);
    expect(codeOf(room.send(setTime('ada', 45)))).toBeNull();
    expect(room.game.roundSeconds).toBe(45);
    expect(codeOf(room.send(setTime('ada', 30)))).toBeNull();
    expect(room.game.roundSeconds).toBe(30);
  });

  it('refuses a player who is not the host, and a stranger, as the language does', () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    const refused = room.send(setTime('bob', 45));
    expect(refused.ruling).toEqual({
      isRefused: true,
      refusal: { code: ERROR_CODES.notHost, message: 'Only the host can change the round time.' },
    });
    expect(codeOf(room.send(setTime('zed', 45)))).toBe(ERROR_CODES.notInLobby);
    expect(room.game.roundSeconds).toBe(15);
  });

  it('refuses a change once the start is accepted, during the game and after it, as the language does', () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    room.send({ type: 'ready', userId: 'bob', isReady: true });
    room.send({ type: 'start', userId: 'ada' });
    // The words are being drawn: round 1 opens with the time as it stands.
    expect(codeOf(room.send(setTime('ada', 45)))).toBe(ERROR_CODES.gameInProgress);
    room.send({ type: 'words-drawn', words: WORDS });
    const during = room.send(setTime('ada', 45));
    expect(codeOf(during)).toBe(ERROR_CODES.gameInProgress);
    expect(codeOf(room.send({ type: 'set-language', userId: 'ada', language: 'filipino' }))).toBe(
      codeOf(during),
    );
    expect(room.game).toMatchObject({ status: 'playing', roundSeconds: 15 });
  });

  it('keeps everyone ready for a longer round, and asks them again for a shorter one', () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    room.sit('cy');
    room.send({ type: 'ready', userId: 'bob', isReady: true });
    room.send(setTime('ada', 45));
    expect(room.seat('bob')!.isReady).toBe(true);
    room.send({ type: 'ready', userId: 'cy', isReady: true });
    room.send(setTime('ada', 30));
    expect(room.game.seats.map((seat) => seat.isReady)).toEqual([false, false, false]);
    expect(codeOf(room.send({ type: 'start', userId: 'ada' }))).toBe(ERROR_CODES.playersNotReady);
  });

  it('plays a 45 s round to its own end: not over at 15 s, a timeout counts 45 s', () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    room.send(setTime('ada', 45));
    room.send({ type: 'ready', userId: 'bob', isReady: true });
    room.send({ type: 'start', userId: 'ada' });
    room.send({ type: 'words-drawn', words: WORDS });
    const opened = room.now;
    expect(room.game).toMatchObject({ status: 'playing', roundSeconds: 45 });

    room.at(opened + 15_751);
    expect(room.game).toMatchObject({ status: 'playing', round: 1 });
    // An answer at 20 s is in time and counts 20 s; it is not fast (6 s is, whatever the round's length).
    room.at(opened + 20_000);
    expect(codeOf(room.send({ type: 'answer', userId: 'ada', roundNumber: 1, answer: true }))).toBeNull();
    room.at(opened + 45_750);
    expect(room.game.status).toBe('playing');
    room.at(opened + 45_751);
    expect(room.game.status).toBe('round-results');
    expect(room.seat('ada')!.answers[0]).toMatchObject({ timeSpent: 20_000, isCorrect: true, isFast: false });
    expect(room.seat('bob')).toMatchObject({ totalAnswerTimeMs: 45_000 });
    expect(room.seat('bob')!.answers[0]).toMatchObject({ playerAnswer: null, timeSpent: 45_000 });

    // The next round has the same length.
    room.at(room.now + RULES.resultsMs);
    const second = room.game;
    expect(second).toMatchObject({ status: 'playing', round: 2 });
    expect(room.at(second.roundStartedAtMs + 45_750).game.status).toBe('playing');
  });

  it('caps an answer inside the allowance at the lobby round time', () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    room.send(setTime('ada', 30));
    room.send({ type: 'ready', userId: 'bob', isReady: true });
    room.send({ type: 'start', userId: 'ada' });
    room.send({ type: 'words-drawn', words: WORDS });
    room.send({ type: 'socket-dropped', sessionId: 's-bob' });
    room.at(room.now + 30_500);
    room.send({ type: 'answer', userId: 'ada', roundNumber: 1, answer: true });
    expect(room.game.status).toBe('round-results');
    expect(room.seat('ada')).toMatchObject({ answerTimeMs: 30_000 });
  });

  it('keeps the pick for a rematch', () => {
    const room = lobby();
    room.sit('ada');
    room.sit('bob');
    room.send(setTime('ada', 30));
    room.send({ type: 'ready', userId: 'bob', isReady: true });
    room.send({ type: 'start', userId: 'ada' });
    room.send({ type: 'words-drawn', words: WORDS });
    for (let round = 1; round <= 5; round += 1) {
      room.send({ type: 'answer', userId: 'ada', roundNumber: round, answer: true });
      room.send({ type: 'answer', userId: 'bob', roundNumber: round, answer: true });
      room.at(room.now + RULES.resultsMs);
    }
    expect(room.game.status).toBe('finished');
    expect(codeOf(room.send({ type: 'rematch', userId: 'ada' }))).toBeNull();
    expect(room.game).toMatchObject({ status: 'waiting', roundSeconds: 30 });
    room.send({ type: 'ready', userId: 'bob', isReady: true });
    room.send({ type: 'start', userId: 'ada' });
    room.send({ type: 'words-drawn', words: WORDS });
    expect(room.game).toMatchObject({ status: 'playing', round: 1, roundSeconds: 30 });
  });
});
