import { newLobbyGame, type LobbyEvent, type LobbyGame, type LobbyUser } from './lobby-game-state';
import { reduceLobby } from './lobby-reducer';
import { lobbyDowntimeMs, resumedLobbyGame, resumedLobbyWakeAtMs } from './lobby-resume';
import { TEST_LOBBY_RULES, TEST_LOBBY_WORDS } from './lobby-test-fixtures';

// A lobby resumed after its process died: the game as saved, going on from the resume.

const RULES = TEST_LOBBY_RULES;
const user = (id: string): LobbyUser => ({ id, name: id, avatar: '' });

/** Two players (one on a socket, one polling) in round 2 of a game, the socket's answer to it given or not. */
function gameInRound2({ hostAnswered = true } = {}): LobbyGame {
  let game: LobbyGame = newLobbyGame({ language: 'english', roundSeconds: 15, totalRounds: 5, nowMs: 0 });
  let nowMs = 1000;
  const send = (event: LobbyEvent) => {
    game = reduceLobby(game, event, { nowMs, rules: RULES }).game;
  };
  send({ type: 'seat', user: user('host'), connection: { kind: 'ws', sessionId: 's1' }, playerId: 'p1' });
  send({
    type: 'seat',
    user: user('poller'),
    connection: { kind: 'rest', lastCallAtMs: nowMs },
    playerId: 'p2',
  });
  send({ type: 'ready', userId: 'poller', isReady: true });
  send({ type: 'start', userId: 'host' });
  send({ type: 'words-drawn', words: TEST_LOBBY_WORDS });
  send({ type: 'answer', userId: 'host', roundNumber: 1, answer: true });
  send({ type: 'polled', userId: 'poller' });
  send({ type: 'answer', userId: 'poller', roundNumber: 1, answer: false });
  nowMs += RULES.resultsMs;
  send({ type: 'tick' });
  nowMs += 4000;
  if (hostAnswered) send({ type: 'answer', userId: 'host', roundNumber: 2, answer: true });
  return game;
}

describe('lobbyDowntimeMs', () => {
  it('counts the time since the process was last alive, less the time it may have lived unseen', () => {
    expect(lobbyDowntimeMs({ lastAliveAtMs: 10_000, resumeAtMs: 40_000, unseenAliveMs: 2000 })).toBe(28_000);
  });

  it('is never negative', () => {
    expect(lobbyDowntimeMs({ lastAliveAtMs: 10_000, resumeAtMs: 11_000, unseenAliveMs: 2000 })).toBe(0);
  });
});

describe('resumedLobbyGame', () => {
  const saved = gameInRound2();
  const lastAliveAtMs = 9000;
  const times = { lastAliveAtMs, resumeAtMs: 69_000, unseenAliveMs: 1000 };
  const resumed = resumedLobbyGame(saved, times);

  it('keeps the seats, scores, round and answers', () => {
    expect(saved.status).toBe('playing');
    expect(resumed.round).toBe(2);
    expect(resumed.status).toBe('playing');
    expect(resumed.seats.map((seat) => [seat.userId, seat.score, seat.answers, seat.pending])).toEqual(
      saved.seats.map((seat) => [seat.userId, seat.score, seat.answers, seat.pending]),
    );
  });

  it('leaves the round the time it had when its process died, never more (the unseen second counted as seen)', () => {
    const leftAtLastSign = saved.roundStartedAtMs + 15_000 - lastAliveAtMs;
    const leftAtResume = resumed.roundStartedAtMs + 15_000 - times.resumeAtMs;
    expect(leftAtResume).toBe(leftAtLastSign - times.unseenAliveMs);
  });

  it("drops a socket's seat with its reconnection window starting at the resume", () => {
    const host = resumed.seats.find((seat) => seat.userId === 'host');
    expect(host?.connection).toEqual({ kind: 'away' });
    expect(host?.droppedAtMs).toBe(times.resumeAtMs);
  });

  it('keeps a polling player seated, its last call moved to the resume', () => {
    const poller = resumed.seats.find((seat) => seat.userId === 'poller');
    expect(poller?.connection).toEqual({ kind: 'rest', lastCallAtMs: times.resumeAtMs });
    expect(poller?.droppedAtMs).toBeNull();
  });

  it('goes on under the rules: the polling player is not silent at once, and the round ends at its moved deadline', () => {
    const context = { nowMs: times.resumeAtMs + 1, rules: RULES };
    expect(reduceLobby(resumed, { type: 'tick' }, context).game).toBe(resumed);
    const wakeAtMs = resumedLobbyWakeAtMs(resumed, RULES.allowanceMs) ?? 0;
    expect(reduceLobby(resumed, { type: 'tick' }, { ...context, nowMs: wakeAtMs - 2 }).game.status).toBe(
      'playing',
    );
    const ended = reduceLobby(resumed, { type: 'tick' }, { ...context, nowMs: wakeAtMs });
    expect(ended.game.status).toBe('round-results');
    // The host's round-2 answer, given before the crash, counts once: one word call, one answer in round 2.
    expect(ended.effects.filter((effect) => effect.type === 'record-word-call')).toEqual([
      expect.objectContaining({ userId: 'host', calledReal: true }),
    ]);
    const host = ended.game.seats.find((seat) => seat.userId === 'host');
    expect(host?.answers.map((answer) => answer.roundNumber)).toEqual([1, 2]);
  });

  it('gives the returning socket player their seat back when they sit down again', () => {
    const back = reduceLobby(
      resumed,
      { type: 'seat', user: user('host'), connection: { kind: 'ws', sessionId: 's9' }, playerId: 'new' },
      { nowMs: times.resumeAtMs + 5000, rules: RULES },
    );
    const host = back.game.seats.find((seat) => seat.userId === 'host');
    expect(back.ruling.isRefused).toBe(false);
    expect(host?.playerId).toBe('p1');
    expect(host?.droppedAtMs).toBeNull();
    expect(host?.score).toEqual(saved.seats[0]?.score);
  });

  it('waits for the socket player it lost before ending the round, until they are back and answer', () => {
    const unanswered = resumedLobbyGame(gameInRound2({ hostAnswered: false }), times);
    const context = { nowMs: times.resumeAtMs + 1000, rules: RULES };
    const polled = reduceLobby(unanswered, { type: 'polled', userId: 'poller' }, context).game;
    const pollerAnswered = reduceLobby(
      polled,
      { type: 'answer', userId: 'poller', roundNumber: 2, answer: false },
      context,
    ).game;
    expect(pollerAnswered.status).toBe('playing');
    const back = reduceLobby(
      pollerAnswered,
      { type: 'seat', user: user('host'), connection: { kind: 'ws', sessionId: 's9' }, playerId: 'new' },
      context,
    ).game;
    expect(back.seats.find((seat) => seat.userId === 'host')?.isResuming).toBe(false);
    const bothAnswered = reduceLobby(
      back,
      { type: 'answer', userId: 'host', roundNumber: 2, answer: true },
      context,
    ).game;
    expect(bothAnswered.status).toBe('round-results');
  });

  it('gives up a draw of words the crash cut off, and sends the watchers away', () => {
    const drawing = { ...newLobbyGame({ language: 'english', roundSeconds: 15, totalRounds: 5, nowMs: 0 }) };
    const withWatcher: LobbyGame = {
      ...drawing,
      isDrawingWords: true,
      watchers: [{ watcherId: 'w', connection: { kind: 'ws', sessionId: 'w' }, calledRound: 0 }],
    };
    const back = resumedLobbyGame(withWatcher, times);
    expect(back.isDrawingWords).toBe(false);
    expect(back.watchers).toEqual([]);
    expect(resumedLobbyWakeAtMs(back, RULES.allowanceMs)).toBeNull();
  });
});
