import { ERROR_CODES, ERROR_MESSAGES } from '../../errors';
import { createSeededRandom } from '../random';
import { refuseAnswer } from './round-guards';
import { reduceRound } from './round-reducer';
import { newRound, startRounds, waitingRound, type RoundEvent, type RoundState } from './round-state';
import { realTestWord } from './round-test-words';

const words = [realTestWord('w1'), realTestWord('w2'), realTestWord('w3')];
const settings = {
  totalRounds: 3,
  phaseOneSeconds: 15,
  isRelaxed: false,
  wordIds: words.map((word) => word.id),
};
const started = startRounds(settings, 0);
/** When the guards are asked: round 1 opened at 0, so it is open. */
const NOW = 1000;

const phaseOne = (roundNumber: number, wordId: string, answer: boolean | null = true): RoundEvent => ({
  type: 'phase-one-answer',
  roundNumber,
  wordId,
  answer,
});
const followup = (roundNumber: number, wordId: string, answer: string | null): RoundEvent => ({
  type: 'followup-answer',
  roundNumber,
  wordId,
  answer,
});

/** Round 1 answered right at phase one: its follow-up is open. */
function inFollowup(): { state: RoundState; options: string[] } {
  const result = reduceRound(started, phaseOne(1, 'w1'), {
    word: words[0] ?? realTestWord('w1'),
    nowMs: 1000,
    random: createSeededRandom(1),
    allowanceMs: 0,
  });
  if (result.isRefused || result.reply.stage !== 'followup') throw new Error('expected a follow-up');
  return { state: result.state, options: result.reply.followup.options };
}

describe('refuseAnswer (the guards in front of the round reducer)', () => {
  it('takes an answer to the open stage of the current round with its word', () => {
    expect(refuseAnswer(started, phaseOne(1, 'w1'), NOW)).toBeNull();
    expect(refuseAnswer(started, phaseOne(1, 'w1', null), NOW)).toBeNull();
  });

  it('refuses everything once the game is completed', () => {
    expect(refuseAnswer({ ...started, isCompleted: true }, phaseOne(1, 'w1'), NOW)).toEqual({
      kind: 'conflict',
      code: ERROR_CODES.sessionCompleted,
      message: ERROR_MESSAGES.sessionCompleted,
    });
  });

  it('refuses an answer before any round has opened', () => {
    expect(refuseAnswer({ ...started, round: null }, phaseOne(1, 'w1'), NOW)).toEqual({
      kind: 'conflict',
      code: ERROR_CODES.roundNotStarted,
      message: "Fetch this session's words before answering: no round has started yet.",
    });
  });

  it('refuses an earlier round, and the current one once it is over', () => {
    const inRoundTwo: RoundState = { ...started, round: newRound(2, 0) };
    expect(refuseAnswer(inRoundTwo, phaseOne(1, 'w1'), NOW)).toEqual({
      kind: 'conflict',
      code: ERROR_CODES.roundOver,
      message: 'Round 1 is already over: its answer was recorded.',
    });
    const lastOver: RoundState = { ...started, round: { ...newRound(3, 0), stage: 'over' } };
    expect(refuseAnswer(lastOver, phaseOne(3, 'w3'), NOW)?.code).toBe(ERROR_CODES.roundOver);
  });

  it('refuses a round that has not started', () => {
    expect(refuseAnswer(started, phaseOne(2, 'w2'), NOW)).toEqual({
      kind: 'conflict',
      code: ERROR_CODES.roundNotStarted,
      message: 'Round 2 has not started: the current round is 1.',
    });
  });

  it("refuses a word that is not the round's", () => {
    expect(refuseAnswer(started, phaseOne(1, 'w2'), NOW)).toEqual({
      kind: 'conflict',
      code: ERROR_CODES.wrongWord,
      message: 'That word is not the word of round 1.',
    });
  });

  it('refuses a follow-up answer before phase one, and a second phase-one answer', () => {
    expect(refuseAnswer(started, followup(1, 'w1', 'x'), NOW)).toEqual({
      kind: 'conflict',
      code: ERROR_CODES.phaseOneExpected,
      message: 'Answer round 1 (real or fake) before its follow-up.',
    });
    expect(refuseAnswer(inFollowup().state, phaseOne(1, 'w1', false), NOW)).toEqual({
      kind: 'conflict',
      code: ERROR_CODES.followupExpected,
      message: "Round 1's first answer is already in: send followupAnswer.",
    });
  });

  it('refuses a follow-up option that was not offered as invalid, and takes an offered one (trimmed) or a timeout', () => {
    const { state, options } = inFollowup();
    expect(refuseAnswer(state, followup(1, 'w1', 'an option never offered'), NOW)).toEqual({
      kind: 'invalid',
      code: ERROR_CODES.optionNotOffered,
      message: 'followupAnswer must be one of the options offered for this round.',
    });
    expect(refuseAnswer(state, followup(1, 'w1', `  ${options[2]} `), NOW)).toBeNull();
    expect(refuseAnswer(state, followup(1, 'w1', null), NOW)).toBeNull();
  });

  it('checks the game before the round and the round before the word', () => {
    const over = { ...started, isCompleted: true };
    expect(refuseAnswer(over, phaseOne(2, 'nope'), NOW)?.code).toBe(ERROR_CODES.sessionCompleted);
    expect(refuseAnswer(started, phaseOne(2, 'nope'), NOW)?.code).toBe(ERROR_CODES.roundNotStarted);
  });

  it('is what reduceRound answers with, leaving the state as it was', () => {
    const result = reduceRound(started, phaseOne(2, 'w2'), {
      word: words[1] ?? realTestWord('w2'),
      nowMs: 0,
      random: createSeededRandom(1),
      allowanceMs: 0,
    });
    expect(result).toEqual({ isRefused: true, refusal: refuseAnswer(started, phaseOne(2, 'w2'), NOW) });
  });
});

describe('refuseAnswer: a round waiting for the player', () => {
  it('refuses an answer before the feedback pause is over, and takes it after (the spec client asks for no round)', () => {
    // Round 1 ended at 1000: the pause is over at 3000; the round would open by itself at 63000.
    const waiting: RoundState = { ...started, round: waitingRound(2, 1000) };
    expect(refuseAnswer(waiting, phaseOne(2, 'w2'), 2999)).toEqual({
      kind: 'conflict',
      code: ERROR_CODES.roundNotStarted,
      message: 'Round 2 has not opened yet: it opens when the feedback pause is over.',
    });
    expect(refuseAnswer(waiting, phaseOne(2, 'w2'), 3000)).toBeNull();
    expect(refuseAnswer(waiting, phaseOne(2, 'w2'), 63000)).toBeNull();
  });
});
