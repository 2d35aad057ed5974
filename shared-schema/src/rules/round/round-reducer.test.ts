import {
  FAST_ANSWER_SECONDS,
  FEEDBACK_DELAY_MS,
  FEEDBACK_HOLD_MAX_MS,
  FOLLOWUP_SECONDS,
  NETWORK_ALLOWANCE_MS,
  SOLO_PHASE_ONE_SECONDS,
} from '../../constants';
import type { SubmitAnswerResponse } from './session-views';
import type { Word } from '../../word';
import { createSeededRandom } from '../random';
import { reduceRoundOpening } from './round-opening';
import { reduceRound } from './round-reducer';
import { newRound, startRounds, waitingRound, type RoundEvent, type RoundState } from './round-state';
import { fakeTestWord, realTestWord } from './round-test-words';

type RoundOver = Extract<SubmitAnswerResponse, { stage: 'round-over' }>;
type FollowupAsked = Extract<SubmitAnswerResponse, { stage: 'followup' }>;

const ALLOWANCE = NETWORK_ALLOWANCE_MS;
const OPENED_AT = 1_000_000;
const words = [realTestWord('w1'), fakeTestWord('w2'), realTestWord('w3')];
const wordById = new Map(words.map((word) => [word.id, word]));
const rightOption = (word: Word) => (word.isReal ? (word.definitionCorrect ?? '') : (word.wordsReal ?? ''));

function newGame(totalRounds = 3, isRelaxed = false): RoundState {
  return startRounds(
    {
      totalRounds,
      phaseOneSeconds: SOLO_PHASE_ONE_SECONDS,
      isRelaxed,
      wordIds: words.map((word) => word.id),
    },
    OPENED_AT,
  );
}

/** Applies one event at `nowMs` and fails the test on a refusal. */
function apply(state: RoundState, event: RoundEvent, nowMs: number, allowanceMs = ALLOWANCE) {
  const word = wordById.get(event.wordId);
  if (!word) throw new Error(`no test word ${event.wordId}`);
  const result = reduceRound(state, event, { word, nowMs, random: createSeededRandom(5), allowanceMs });
  if (result.isRefused) throw new Error(`refused: ${result.refusal.message}`);
  return result;
}

/** Opens the waiting round at `nowMs` (the player asked for it), failing the test on a refusal. */
function openNext(state: RoundState, nowMs: number): RoundState {
  const result = reduceRoundOpening(state, state.round?.roundNumber ?? 1, nowMs);
  if (result.isRefused) throw new Error(`refused: ${result.refusal.message}`);
  return result.state;
}

const currentWord = (state: RoundState): Word => {
  const roundNumber = state.round?.roundNumber ?? 1;
  return wordById.get(state.wordIds[roundNumber - 1] ?? '') as Word;
};
const phaseOne = (state: RoundState, answer: boolean | null): RoundEvent => ({
  type: 'phase-one-answer',
  roundNumber: state.round?.roundNumber ?? 1,
  wordId: currentWord(state).id,
  answer,
});
const followup = (state: RoundState, answer: string | null): RoundEvent => ({
  type: 'followup-answer',
  roundNumber: state.round?.roundNumber ?? 1,
  wordId: currentWord(state).id,
  answer,
});

/** Plays the current round fully right: phase one at `phaseOneAt`, the follow-up at `followupAt`. */
function playRight(state: RoundState, phaseOneAt: number, followupAt: number) {
  const word = currentWord(state);
  const asked = apply(state, phaseOne(state, word.isReal), phaseOneAt);
  return apply(asked.state, followup(asked.state, rightOption(word)), followupAt);
}

describe('reduceRound: phase one', () => {
  it('fails a wrong first answer at once, reveals the word and leaves the next round waiting for the player', () => {
    const game = newGame();
    const { state, reply } = apply(game, phaseOne(game, false), OPENED_AT + 3000);
    expect(reply).toEqual({
      stage: 'round-over',
      roundNumber: 1,
      isCorrect: false,
      isFast: false,
      isTimeout: false,
      pointsEarned: 0,
      streakBonus: 0,
      reveal: {
        wordId: 'w1',
        word: 'real-w1',
        isReal: true,
        definition: 'the meaning of w1',
        usage: 'a sentence with w1',
        explanation: 'where w1 comes from',
        correctAnswer: 'the meaning of w1',
      },
      score: { correct: 0, incorrect: 1, fastAnswers: 0, streak: 0, bestStreak: 0, totalScore: 0 },
      isGameOver: false,
    });
    expect(state.round).toEqual(waitingRound(2, OPENED_AT + 3000));
    expect(state.round?.openedAtMs).toBe(OPENED_AT + 3000 + FEEDBACK_DELAY_MS + FEEDBACK_HOLD_MAX_MS);
    expect(state.answers).toEqual([
      {
        roundNumber: 1,
        wordId: 'w1',
        word: 'real-w1',
        playerAnswer: false,
        followupAnswer: null,
        isCorrect: false,
        isFast: false,
        timeSpent: 3000,
        pointsEarned: 0,
      },
    ]);
  });

  it('asks the follow-up after a right first answer and remembers the options it offered', () => {
    const game = newGame();
    const { state, reply } = apply(game, phaseOne(game, true), OPENED_AT + 1000);
    expect(reply.stage).toBe('followup');
    const asked = reply as FollowupAsked;
    expect(asked).toMatchObject({ roundNumber: 1, isCorrect: true });
    expect(asked.followup.question).toBe('Which of these also describes the word?');
    expect(asked.followup.seconds).toBe(FOLLOWUP_SECONDS);
    expect(asked.followup.options).toHaveLength(4);
    expect(asked.followup.options).toContain('the meaning of w1');
    expect(state.round).toEqual({
      ...newRound(1, OPENED_AT),
      stage: 'followup',
      followupOpenedAtMs: OPENED_AT + 1000,
      followupOptions: asked.followup.options,
      playerAnswer: true,
    });
    expect(state.answers).toEqual([]);
  });

  it('shuffles the options with the random source it is given, so equal sources ask equal follow-ups', () => {
    const game = newGame();
    const first = apply(game, phaseOne(game, true), OPENED_AT);
    const second = apply(game, phaseOne(game, true), OPENED_AT);
    expect(second.reply).toEqual(first.reply);
  });

  it('treats a null first answer as a timeout', () => {
    const game = newGame();
    const { reply } = apply(game, phaseOne(game, null), OPENED_AT + 1000);
    expect(reply).toMatchObject({ stage: 'round-over', isCorrect: false, isTimeout: true, pointsEarned: 0 });
  });

  it('takes a right first answer up to the phase-one time plus the allowance, and times out one after it', () => {
    const limit = OPENED_AT + SOLO_PHASE_ONE_SECONDS * 1000 + ALLOWANCE;
    const game = newGame();
    expect(apply(game, phaseOne(game, true), limit).reply.stage).toBe('followup');
    const late = apply(game, phaseOne(game, true), limit + 1).reply;
    expect(late).toMatchObject({ stage: 'round-over', isCorrect: false, isTimeout: true, isFast: false });
  });

  it('uses the allowance it is given: none means the bare phase-one time', () => {
    const game = newGame();
    const late = apply(game, phaseOne(game, true), OPENED_AT + SOLO_PHASE_ONE_SECONDS * 1000 + 1, 0);
    expect(late.reply).toMatchObject({ isTimeout: true });
  });

  it("decides the round at phase one when the word has nothing to ask about, fast by the round's time", () => {
    const bare: Word = { ...realTestWord('w1'), definitionCorrect: undefined, definition: ' ' };
    const game = newGame();
    const result = reduceRound(game, phaseOne(game, true), {
      word: bare,
      nowMs: OPENED_AT + 2000,
      random: createSeededRandom(1),
      allowanceMs: ALLOWANCE,
    });
    if (result.isRefused) throw new Error('refused');
    expect(result.reply).toMatchObject({
      stage: 'round-over',
      isCorrect: true,
      isFast: true,
      pointsEarned: 2,
    });
  });
});

describe('reduceRound: the follow-up', () => {
  it('scores a right round completed within the fast time (plus the allowance) as fast: 2 points', () => {
    const fastLimit = OPENED_AT + FAST_ANSWER_SECONDS * 1000 + ALLOWANCE;
    const { state, reply } = playRight(newGame(), OPENED_AT + 1000, fastLimit);
    expect(reply).toMatchObject({
      stage: 'round-over',
      isCorrect: true,
      isFast: true,
      isTimeout: false,
      pointsEarned: 2,
      score: { correct: 1, fastAnswers: 1, streak: 1, bestStreak: 1, totalScore: 2 },
    });
    expect(state.answers[0]).toMatchObject({
      playerAnswer: true,
      followupAnswer: 'the meaning of w1',
      timeSpent: fastLimit - OPENED_AT,
      isFast: true,
      pointsEarned: 2,
    });
  });

  it('measures fast over the whole round, so a right round a moment past the limit earns 1', () => {
    const fastLimit = OPENED_AT + FAST_ANSWER_SECONDS * 1000 + ALLOWANCE;
    const { reply } = playRight(newGame(), OPENED_AT + 1000, fastLimit + 1);
    expect(reply).toMatchObject({ isCorrect: true, isFast: false, pointsEarned: 1 });
  });

  it('counts a wrong option as a wrong round', () => {
    const game = newGame();
    const asked = apply(game, phaseOne(game, true), OPENED_AT);
    const options = (asked.reply as FollowupAsked).followup.options;
    const wrong = options.find((option) => option !== 'the meaning of w1') as string;
    const { reply } = apply(asked.state, followup(asked.state, wrong), OPENED_AT + 1000);
    expect(reply).toMatchObject({ isCorrect: false, isFast: false, isTimeout: false, pointsEarned: 0 });
    expect((reply as RoundOver).score).toMatchObject({ correct: 0, incorrect: 1, streak: 0 });
  });

  it('judges an offered option sent with spaces around it as that option', () => {
    const game = newGame();
    const asked = apply(game, phaseOne(game, true), OPENED_AT);
    const { reply, state } = apply(
      asked.state,
      followup(asked.state, '  the meaning of w1 '),
      OPENED_AT + 10,
    );
    expect(reply).toMatchObject({ isCorrect: true });
    expect(state.answers[0]?.followupAnswer).toBe('the meaning of w1');
  });

  it('times the follow-up from its own opening: in time up to its seconds plus the allowance, then a timeout', () => {
    const game = newGame();
    const askedAt = OPENED_AT + 10_000;
    const asked = apply(game, phaseOne(game, true), askedAt);
    const limit = askedAt + FOLLOWUP_SECONDS * 1000 + ALLOWANCE;
    const right = followup(asked.state, 'the meaning of w1');
    expect(apply(asked.state, right, limit).reply).toMatchObject({ isCorrect: true, isTimeout: false });
    expect(apply(asked.state, right, limit + 1).reply).toMatchObject({
      isCorrect: false,
      isTimeout: true,
      pointsEarned: 0,
    });
  });

  it('treats a null follow-up answer as a timeout', () => {
    const game = newGame();
    const asked = apply(game, phaseOne(game, true), OPENED_AT);
    const { reply, state } = apply(asked.state, followup(asked.state, null), OPENED_AT + 20);
    expect(reply).toMatchObject({ isCorrect: false, isTimeout: true });
    expect(state.answers[0]).toMatchObject({ playerAnswer: true, followupAnswer: null });
  });
});

describe('reduceRound: a relaxed game (WCAG 2.2.1)', () => {
  const TEN_MINUTES = 10 * 60_000;

  it('judges a first answer and a follow-up however late they come: no timeout', () => {
    const game = newGame(3, true);
    const asked = apply(game, phaseOne(game, true), OPENED_AT + TEN_MINUTES);
    expect(asked.reply.stage).toBe('followup');
    const { reply } = apply(
      asked.state,
      followup(asked.state, 'the meaning of w1'),
      OPENED_AT + 2 * TEN_MINUTES,
    );
    expect(reply).toMatchObject({ isCorrect: true, isTimeout: false, pointsEarned: 1 });
  });

  it('never scores a round as fast, however quick: no fast bonus', () => {
    const { state, reply } = playRight(newGame(3, true), OPENED_AT + 100, OPENED_AT + 200);
    expect(reply).toMatchObject({ isCorrect: true, isFast: false, pointsEarned: 1 });
    expect(state.score).toMatchObject({ fastAnswers: 0, totalScore: 1 });
    expect(state.answers[0]?.isFast).toBe(false);
  });

  it('still refuses a second first answer and takes a null answer as a timeout', () => {
    const game = newGame(3, true);
    const asked = apply(game, phaseOne(game, true), OPENED_AT + 100);
    const again = reduceRound(asked.state, phaseOne(asked.state, false), {
      word: words[0] as Word,
      nowMs: OPENED_AT + 200,
      random: createSeededRandom(1),
      allowanceMs: ALLOWANCE,
    });
    expect(again).toMatchObject({ isRefused: true, refusal: { code: 'followup-expected' } });
    const gaveUp = apply(game, phaseOne(game, null), OPENED_AT + 100);
    expect(gaveUp.reply).toMatchObject({ isCorrect: false, isTimeout: true });
    const answeredTwice = reduceRound(gaveUp.state, phaseOne(game, true), {
      word: words[0] as Word,
      nowMs: OPENED_AT + 200,
      random: createSeededRandom(1),
      allowanceMs: ALLOWANCE,
    });
    expect(answeredTwice).toMatchObject({ isRefused: true, refusal: { code: 'round-over' } });
  });
});

describe('reduceRound: across rounds', () => {
  it('times the next round from when the player opens it, however long the feedback was held', () => {
    const first = apply(newGame(), phaseOne(newGame(), false), OPENED_AT + 4000);
    // Held for 40 s: the round's clock starts only then, so nothing of its time went on reading.
    const roundTwoOpens = OPENED_AT + 4000 + FEEDBACK_DELAY_MS + 40_000;
    const opened = openNext(first.state, roundTwoOpens);
    expect(opened.round?.openedAtMs).toBe(roundTwoOpens);
    const fastLimit = roundTwoOpens + FAST_ANSWER_SECONDS * 1000 + ALLOWANCE;
    expect(playRight(opened, roundTwoOpens, fastLimit).reply).toMatchObject({ isFast: true });
    expect(playRight(opened, roundTwoOpens, fastLimit + 1).reply).toMatchObject({ isFast: false });
    const limit = roundTwoOpens + SOLO_PHASE_ONE_SECONDS * 1000 + ALLOWANCE;
    const rightCall = phaseOne(opened, currentWord(opened).isReal);
    expect(apply(opened, rightCall, limit).reply.stage).toBe('followup');
  });

  it('refuses an answer to the next round before its feedback pause is over', () => {
    const first = apply(newGame(), phaseOne(newGame(), false), OPENED_AT + 4000);
    const early = reduceRound(first.state, phaseOne(first.state, true), {
      word: words[1] as Word,
      nowMs: OPENED_AT + 4000 + FEEDBACK_DELAY_MS - 1,
      random: createSeededRandom(1),
      allowanceMs: ALLOWANCE,
    });
    expect(early).toMatchObject({ isRefused: true, refusal: { code: 'round-not-started' } });
  });

  it('times a round answered without being asked for from the end of the feedback pause (the spec client)', () => {
    const first = apply(newGame(), phaseOne(newGame(), false), OPENED_AT + 4000);
    const pauseOver = OPENED_AT + 4000 + FEEDBACK_DELAY_MS;
    const fastLimit = pauseOver + FAST_ANSWER_SECONDS * 1000 + ALLOWANCE;
    expect(playRight(first.state, pauseOver + 1000, fastLimit).reply).toMatchObject({ isFast: true });
    const limit = pauseOver + SOLO_PHASE_ONE_SECONDS * 1000 + ALLOWANCE;
    const rightCall = phaseOne(first.state, currentWord(first.state).isReal);
    expect(apply(first.state, rightCall, limit).reply.stage).toBe('followup');
    // A second later than the rules give: a timeout, however the client counted.
    const late = apply(first.state, rightCall, limit + 1);
    expect(late.reply).toMatchObject({ stage: 'round-over', isTimeout: true, isCorrect: false });
    expect(late.state.answers[1]?.timeSpent).toBe(limit + 1 - pauseOver);
  });

  it('adds the streak bonus from the third right round in a row', () => {
    let state = newGame(3);
    const replies: RoundOver[] = [];
    let now = OPENED_AT;
    for (let round = 1; round <= 3; round += 1) {
      if (round > 1) state = openNext(state, (now += FEEDBACK_DELAY_MS));
      const result = playRight(state, now + 100, (now += 200));
      replies.push(result.reply as RoundOver);
      state = result.state;
    }
    expect(replies.map((reply) => [reply.pointsEarned, reply.streakBonus])).toEqual([
      [2, 0],
      [2, 0],
      [3, 1],
    ]);
    expect(state.score).toEqual({
      correct: 3,
      incorrect: 0,
      fastAnswers: 3,
      streak: 3,
      bestStreak: 3,
      totalScore: 7,
    });
  });

  it('ends and completes the game with the last round: game over, no next round, then no answers', () => {
    let state = newGame(2);
    state = apply(state, phaseOne(state, false), OPENED_AT + 100).state;
    state = openNext(state, OPENED_AT + 100 + FEEDBACK_DELAY_MS);
    const last = apply(state, phaseOne(state, null), OPENED_AT + FEEDBACK_DELAY_MS + 200);
    expect(last.reply).toMatchObject({ roundNumber: 2, isGameOver: true });
    expect(last.state.round).toMatchObject({ roundNumber: 2, stage: 'over' });
    expect(last.state.answers).toHaveLength(2);
    // Completed by its last judged round (docs/design.md decision 15), on the server and offline alike.
    expect(last.state.isCompleted).toBe(true);
    const again = reduceRound(last.state, phaseOne(last.state, true), {
      word: words[1] as Word,
      nowMs: OPENED_AT + 10_000,
      random: createSeededRandom(1),
      allowanceMs: ALLOWANCE,
    });
    expect(again).toMatchObject({ isRefused: true, refusal: { code: 'session-completed' } });
  });

  it('decides game over by the round number, not by how many answers were counted', () => {
    // A state resumed at its last round with fewer answers recorded (as a count-based rule would misread).
    const resumed: RoundState = { ...newGame(3), round: newRound(3, OPENED_AT) };
    const { reply } = apply(resumed, phaseOne(resumed, false), OPENED_AT + 100);
    expect(reply).toMatchObject({ roundNumber: 3, isGameOver: true });
  });

  it('never changes the state it was given', () => {
    const game = newGame();
    const snapshot = structuredClone(game);
    const asked = apply(game, phaseOne(game, true), OPENED_AT);
    const askedSnapshot = structuredClone(asked.state);
    apply(asked.state, followup(asked.state, 'the meaning of w1'), OPENED_AT + 10);
    expect(game).toEqual(snapshot);
    expect(asked.state).toEqual(askedSnapshot);
  });

  it('refuses to judge with a word that is not the answered one (a caller bug, not a game state)', () => {
    const game = newGame();
    expect(() =>
      reduceRound(game, phaseOne(game, true), {
        word: words[2] as Word,
        nowMs: OPENED_AT,
        random: createSeededRandom(1),
        allowanceMs: 0,
      }),
    ).toThrow(/given word w3/);
  });
});
