import { ERROR_CODES } from '../../errors';
import { MULTIPLAYER_ROUND_SECONDS } from '../../constants';
import { refuseLobbyAnswer, type LobbyAnswerContext } from './lobby-answer-guards';

const open: LobbyAnswerContext = {
  status: 'playing',
  round: 2,
  hasAnswered: false,
  roundStartedAtMs: 10_000,
  nowMs: 12_000,
  allowanceMs: 750,
};

describe('refuseLobbyAnswer', () => {
  it('takes a first, on-time answer to the current round', () => {
    expect(refuseLobbyAnswer(open, 2)).toBeNull();
  });

  it('refuses answers before the game starts', () => {
    expect(refuseLobbyAnswer({ ...open, status: 'waiting' }, 2)?.code).toBe(ERROR_CODES.roundNotStarted);
  });

  it('refuses answers to an earlier round, during results and after the game', () => {
    expect(refuseLobbyAnswer(open, 1)?.code).toBe(ERROR_CODES.roundOver);
    expect(refuseLobbyAnswer({ ...open, status: 'round-results' }, 2)?.code).toBe(ERROR_CODES.roundOver);
    expect(refuseLobbyAnswer({ ...open, status: 'finished' }, 2)?.code).toBe(ERROR_CODES.roundOver);
  });

  it('refuses an answer to a round that has not started, naming the current one', () => {
    expect(refuseLobbyAnswer(open, 3)).toEqual({
      code: ERROR_CODES.roundNotStarted,
      message: 'Round 3 has not started: the current round is 2.',
    });
  });

  it('refuses a second answer', () => {
    expect(refuseLobbyAnswer({ ...open, hasAnswered: true }, 2)?.code).toBe(ERROR_CODES.alreadyAnswered);
  });

  it('refuses a late answer, after the allowance', () => {
    const deadline = open.roundStartedAtMs + MULTIPLAYER_ROUND_SECONDS * 1000 + 750;
    expect(refuseLobbyAnswer({ ...open, nowMs: deadline }, 2)).toBeNull();
    expect(refuseLobbyAnswer({ ...open, nowMs: deadline + 1 }, 2)?.code).toBe(ERROR_CODES.roundOver);
  });
});
