import {
  FEEDBACK_DELAY_MS,
  FEEDBACK_HOLD_MAX_MS,
  FOLLOWUP_SECONDS,
  NETWORK_ALLOWANCE_MS,
  SOLO_PHASE_ONE_SECONDS,
} from '../../constants';
import { createSeededRandom } from '../random';
import { reduceRound } from './round-reducer';
import { resumePointOf } from './round-resume';
import { startRounds, type RoundEvent, type RoundState } from './round-state';
import { fakeTestWord, realTestWord } from './round-test-words';

// Coming back to a running game (a reload, a new tab): on a manual clock, the point it resumes at is the
// round and stage being played with the time its judge has left, never more.

const STARTED_AT = 7_000_000;
const words = [realTestWord('w1'), fakeTestWord('w2')];
const settings = {
  totalRounds: 2,
  phaseOneSeconds: SOLO_PHASE_ONE_SECONDS,
  isRelaxed: false,
  wordIds: ['w1', 'w2'],
};

function answered(state: RoundState, event: RoundEvent, nowMs: number): RoundState {
  const word = words.find((candidate) => candidate.id === event.wordId)!;
  const result = reduceRound(state, event, {
    word,
    nowMs,
    random: createSeededRandom(3),
    allowanceMs: NETWORK_ALLOWANCE_MS,
  });
  if (result.isRefused) throw new Error(result.refusal.message);
  return result.state;
}

describe('resumePointOf', () => {
  it('resumes phase one with the whole seconds its judge has left, rounded down', () => {
    const state = startRounds(settings, STARTED_AT);
    expect(resumePointOf(state, STARTED_AT + 6400)).toEqual({
      stage: 'phase-one',
      roundNumber: 1,
      wordId: 'w1',
      secondsLeft: SOLO_PHASE_ONE_SECONDS - 7,
    });
  });

  it('resumes a round whose time ran out with none left, so the player can only time it out', () => {
    const state = startRounds(settings, STARTED_AT);
    expect(resumePointOf(state, STARTED_AT + 60_000)).toMatchObject({ stage: 'phase-one', secondsLeft: 0 });
  });

  it('resumes the follow-up with the options it offered and the follow-up time left', () => {
    const atAnswer = STARTED_AT + 2000;
    const state = answered(
      startRounds(settings, STARTED_AT),
      { type: 'phase-one-answer', roundNumber: 1, wordId: 'w1', answer: true },
      atAnswer,
    );
    const point = resumePointOf(state, atAnswer + 5500);
    expect(point).toEqual({
      stage: 'followup',
      roundNumber: 1,
      wordId: 'w1',
      secondsLeft: FOLLOWUP_SECONDS - 6,
      options: state.round!.followupOptions,
      phaseOneAnswer: true,
    });
    expect(state.round!.followupOptions).toHaveLength(4);
  });

  it('leaves the next round waiting after a finished one, saying when it may be asked for', () => {
    const atAnswer = STARTED_AT + 3000;
    const state = answered(
      startRounds(settings, STARTED_AT),
      { type: 'phase-one-answer', roundNumber: 1, wordId: 'w1', answer: false },
      atAnswer,
    );
    expect(resumePointOf(state, atAnswer + 500)).toEqual({
      stage: 'waiting',
      roundNumber: 2,
      opensInMs: FEEDBACK_DELAY_MS - 500,
    });
    expect(resumePointOf(state, atAnswer + FEEDBACK_DELAY_MS + 10)).toEqual({
      stage: 'waiting',
      roundNumber: 2,
      opensInMs: 0,
    });
    // Past the longest hold the round opened by itself, and its clock has been running since.
    const opensBy = atAnswer + FEEDBACK_DELAY_MS + FEEDBACK_HOLD_MAX_MS;
    expect(resumePointOf(state, opensBy + 4000)).toEqual({
      stage: 'phase-one',
      roundNumber: 2,
      wordId: 'w2',
      secondsLeft: SOLO_PHASE_ONE_SECONDS - 4,
    });
  });

  it('has nothing to resume once the last round is judged, and no round before the words are served', () => {
    const state = answered(
      startRounds({ ...settings, totalRounds: 1 }, STARTED_AT),
      { type: 'phase-one-answer', roundNumber: 1, wordId: 'w1', answer: false },
      STARTED_AT + 1000,
    );
    expect(resumePointOf(state, STARTED_AT + 2000)).toEqual({ stage: 'over' });
    expect(resumePointOf({ ...startRounds(settings, STARTED_AT), round: null }, STARTED_AT)).toBeNull();
  });
});
