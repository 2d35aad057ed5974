import { FEEDBACK_DELAY_MS, FEEDBACK_HOLD_MAX_MS, FOLLOWUP_SECONDS } from '../../constants';
import { isLastRoundInPlay, overdueTimeoutOf, stageDeadlineOf } from './round-deadline';
import { newRound, startRounds, waitingRound, type RoundState } from './round-state';

const settings = { totalRounds: 2, phaseOneSeconds: 15, isRelaxed: false, wordIds: ['w1', 'w2'] };
const started = startRounds(settings, 0);
const ALLOWANCE = 750;

describe('stageDeadlineOf and overdueTimeoutOf (a stage nobody answered)', () => {
  it('times phase one from the round opening, allowance included, and times it out only after', () => {
    expect(stageDeadlineOf(started, ALLOWANCE)).toBe(15_750);
    expect(overdueTimeoutOf(started, 15_750, ALLOWANCE)).toBeNull();
    expect(overdueTimeoutOf(started, 15_751, ALLOWANCE)).toEqual({
      type: 'phase-one-answer',
      roundNumber: 1,
      wordId: 'w1',
      answer: null,
    });
  });

  it('times the follow-up from its opening', () => {
    const inFollowup: RoundState = {
      ...started,
      round: { ...newRound(1, 0), stage: 'followup', followupOpenedAtMs: 4000, followupOptions: ['a'] },
    };
    const deadline = 4000 + FOLLOWUP_SECONDS * 1000 + ALLOWANCE;
    expect(stageDeadlineOf(inFollowup, ALLOWANCE)).toBe(deadline);
    expect(overdueTimeoutOf(inFollowup, deadline + 1, ALLOWANCE)).toEqual({
      type: 'followup-answer',
      roundNumber: 1,
      wordId: 'w1',
      answer: null,
    });
  });

  it('times a round still waiting for the player from when it opens by itself, the latest any client gets', () => {
    const waiting: RoundState = { ...started, round: waitingRound(2, 1000) };
    const opensBySelf = 1000 + FEEDBACK_DELAY_MS + FEEDBACK_HOLD_MAX_MS;
    expect(stageDeadlineOf(waiting, ALLOWANCE)).toBe(opensBySelf + 15_750);
    expect(overdueTimeoutOf(waiting, opensBySelf + 15_751, ALLOWANCE)).toMatchObject({ roundNumber: 2 });
  });

  it('has no deadline before the words, after the last round or once the game is completed', () => {
    expect(stageDeadlineOf({ ...started, round: null }, ALLOWANCE)).toBeNull();
    expect(
      stageDeadlineOf({ ...started, round: { ...newRound(2, 0), stage: 'over' } }, ALLOWANCE),
    ).toBeNull();
    expect(overdueTimeoutOf({ ...started, isCompleted: true }, 1e9, ALLOWANCE)).toBeNull();
  });
});

describe('a relaxed game', () => {
  it('has no deadline at any stage, so nothing is ever overdue', () => {
    const relaxed: RoundState = { ...started, isRelaxed: true };
    expect(stageDeadlineOf(relaxed, ALLOWANCE)).toBeNull();
    expect(overdueTimeoutOf(relaxed, 1e9, ALLOWANCE)).toBeNull();
    const inFollowup: RoundState = {
      ...relaxed,
      round: { ...newRound(2, 0), stage: 'followup', followupOpenedAtMs: 4000, followupOptions: ['a'] },
    };
    expect(overdueTimeoutOf(inFollowup, 1e9, ALLOWANCE)).toBeNull();
  });
});

describe('isLastRoundInPlay', () => {
  it('is true only while the last round waits or is played', () => {
    expect(isLastRoundInPlay(started)).toBe(false);
    expect(isLastRoundInPlay({ ...started, round: waitingRound(2, 0) })).toBe(true);
    expect(isLastRoundInPlay({ ...started, round: { ...newRound(2, 0), stage: 'over' } })).toBe(false);
    expect(isLastRoundInPlay({ ...started, round: newRound(2, 0), isCompleted: true })).toBe(false);
  });
});
