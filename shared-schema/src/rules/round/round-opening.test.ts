import { ERROR_CODES } from '../../errors';
import {
  FEEDBACK_DELAY_MS,
  FEEDBACK_HOLD_MAX_MS,
  NETWORK_ALLOWANCE_MS,
  SOLO_PHASE_ONE_SECONDS,
} from '../../constants';
import { createSeededRandom } from '../random';
import { refuseOpening } from './round-guards';
import { openedRoundCount, phaseOneSecondsLeft, reduceRoundOpening } from './round-opening';
import { reduceRound } from './round-reducer';
import { startRounds, type RoundState } from './round-state';
import { fakeTestWord, realTestWord } from './round-test-words';

// The next round waits for the player ( 'Feel'): on a manual clock, it opens when asked for after
// the feedback pause, with its whole time however long the feedback was held, or by itself after the cap.

const STARTED_AT = 5_000_000;
const ANSWERED_AT = STARTED_AT + 3000;
const words = [realTestWord('w1'), fakeTestWord('w2')];
const settings = {
  totalRounds: 2,
  phaseOneSeconds: SOLO_PHASE_ONE_SECONDS,
  isRelaxed: false,
  wordIds: ['w1', 'w2'],
};

/** Round 1 answered wrong at ANSWERED_AT: round 2 waits. */
function afterRoundOne(): RoundState {
  const result = reduceRound(
    startRounds(settings, STARTED_AT),
    { type: 'phase-one-answer', roundNumber: 1, wordId: 'w1', answer: false },
    { word: words[0]!, nowMs: ANSWERED_AT, random: createSeededRandom(1), allowanceMs: NETWORK_ALLOWANCE_MS },
  );
  if (result.isRefused) throw new Error(result.refusal.message);
  return result.state;
}

function opened(state: RoundState, roundNumber: number, nowMs: number) {
  const result = reduceRoundOpening(state, roundNumber, nowMs);
  if (result.isRefused) throw new Error(`refused: ${result.refusal.message}`);
  return result;
}

describe('reduceRoundOpening', () => {
  it('opens the waiting round when asked for at the end of the feedback pause, with its whole time', () => {
    const at = ANSWERED_AT + FEEDBACK_DELAY_MS;
    const { state, opening } = opened(afterRoundOne(), 2, at);
    expect(opening).toEqual({
      roundNumber: 2,
      wordId: 'w2',
      openedAtMs: at,
      secondsLeft: SOLO_PHASE_ONE_SECONDS,
    });
    expect(state.round).toMatchObject({ roundNumber: 2, stage: 'phase-one', openedAtMs: at });
  });

  it('gives a round opened after a long hold its whole time too: the hold is not on its clock', () => {
    const at = ANSWERED_AT + FEEDBACK_DELAY_MS + FEEDBACK_HOLD_MAX_MS - 1;
    const { opening } = opened(afterRoundOne(), 2, at);
    expect(opening).toMatchObject({ openedAtMs: at, secondsLeft: SOLO_PHASE_ONE_SECONDS });
  });

  it('refuses to open it before the feedback pause is over, saying how long to wait', () => {
    const state = afterRoundOne();
    const result = reduceRoundOpening(state, 2, ANSWERED_AT + FEEDBACK_DELAY_MS - 1);
    expect(result).toEqual({
      isRefused: true,
      refusal: {
        kind: 'conflict',
        code: ERROR_CODES.roundNotStarted,
        message: 'Round 2 opens when the feedback pause is over: ask again in 1 ms.',
      },
    });
  });

  it('opens an un-asked round by itself after the longest hold, its clock running from then', () => {
    const opensBy = ANSWERED_AT + FEEDBACK_DELAY_MS + FEEDBACK_HOLD_MAX_MS;
    const state = afterRoundOne();
    expect(state.round?.openedAtMs).toBe(opensBy);
    // Asked 4.5 s after it opened by itself: it stays as it opened, with 10 whole seconds left.
    const { state: after, opening } = opened(state, 2, opensBy + 4500);
    expect(opening).toEqual({ roundNumber: 2, wordId: 'w2', openedAtMs: opensBy, secondsLeft: 10 });
    expect(after).toBe(state);
    // And it takes answers by then without being asked for: it is open.
    const answer = reduceRound(
      state,
      { type: 'phase-one-answer', roundNumber: 2, wordId: 'w2', answer: null },
      { word: words[1]!, nowMs: opensBy + 1, random: createSeededRandom(1), allowanceMs: 0 },
    );
    expect(answer.isRefused).toBe(false);
  });

  it('answers a repeated ask for an open round again without restarting its clock', () => {
    const at = ANSWERED_AT + FEEDBACK_DELAY_MS;
    const first = opened(afterRoundOne(), 2, at);
    const again = opened(first.state, 2, at + 1200);
    expect(again.opening).toEqual({ ...first.opening, secondsLeft: SOLO_PHASE_ONE_SECONDS - 2 });
    expect(again.state).toBe(first.state);
  });

  it('answers round 1, open since the words were served', () => {
    const { opening } = opened(startRounds(settings, STARTED_AT), 1, STARTED_AT);
    expect(opening).toEqual({
      roundNumber: 1,
      wordId: 'w1',
      openedAtMs: STARTED_AT,
      secondsLeft: SOLO_PHASE_ONE_SECONDS,
    });
  });
});

describe('refuseOpening (the guards in front of an opening)', () => {
  const open = afterRoundOne();
  const late = ANSWERED_AT + FEEDBACK_DELAY_MS;

  it('refuses after completion, and before the words opened round 1', () => {
    expect(refuseOpening({ ...open, isCompleted: true }, 2, late)?.code).toBe(ERROR_CODES.sessionCompleted);
    expect(refuseOpening({ ...open, round: null }, 1, late)).toMatchObject({
      code: ERROR_CODES.roundNotStarted,
      message: "Fetch this session's words first: they open round 1.",
    });
  });

  it('refuses a round already answered, and a round after the current one', () => {
    expect(refuseOpening(open, 1, late)).toMatchObject({
      kind: 'conflict',
      code: ERROR_CODES.roundOver,
      message: 'Round 1 has been answered already.',
    });
    const inRoundOne = startRounds(settings, STARTED_AT);
    expect(refuseOpening(inRoundOne, 2, late)).toMatchObject({
      code: ERROR_CODES.roundNotStarted,
      message: 'Round 2 cannot open yet: the current round is 1.',
    });
  });

  it('takes the waiting round from the end of the feedback pause on', () => {
    expect(refuseOpening(open, 2, late)).toBeNull();
    expect(refuseOpening(open, 2, late - 1)?.code).toBe(ERROR_CODES.roundNotStarted);
  });
});

describe('phaseOneSecondsLeft', () => {
  it('counts whole seconds down, rounding down, and never below zero', () => {
    expect(phaseOneSecondsLeft(0, 15, 0)).toBe(15);
    expect(phaseOneSecondsLeft(0, 15, 1)).toBe(14);
    expect(phaseOneSecondsLeft(0, 15, 14_999)).toBe(0);
    expect(phaseOneSecondsLeft(0, 15, 60_000)).toBe(0);
  });
});

describe('openedRoundCount', () => {
  it('counts the rounds whose words may be shown: none before the words, a waiting round not yet', () => {
    expect(openedRoundCount({ round: null }, STARTED_AT)).toBe(0);
    expect(openedRoundCount(startRounds(settings, STARTED_AT), STARTED_AT)).toBe(1);
    const waiting = afterRoundOne();
    expect(openedRoundCount(waiting, ANSWERED_AT + FEEDBACK_DELAY_MS)).toBe(1);
    expect(
      openedRoundCount(
        opened(waiting, 2, ANSWERED_AT + FEEDBACK_DELAY_MS).state,
        ANSWERED_AT + FEEDBACK_DELAY_MS,
      ),
    ).toBe(2);
    // Not asked for, it opens by itself after the longest hold, and then counts.
    expect(openedRoundCount(waiting, ANSWERED_AT + FEEDBACK_DELAY_MS + FEEDBACK_HOLD_MAX_MS)).toBe(2);
  });
});
