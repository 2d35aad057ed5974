import {
  createSeededRandom,
  ERROR_CODES,
  FAST_ANSWER_SECONDS,
  FEEDBACK_DELAY_MS,
  NETWORK_ALLOWANCE_MS,
  SOLO_PHASE_ONE_SECONDS,
  toPlayWord,
  type Word,
} from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { createLocalJudge } from './local-judge';

const realWord: Word = {
  id: 'r1',
  word: 'petrichor',
  definition: 'The smell of rain on dry earth',
  usage: 'The petrichor rose after the storm.',
  isReal: true,
  difficulty: 'hard',
  category: 'nature',
  language: 'english',
  wordClass: 'noun',
  explanation: 'From Greek petra and ichor.',
  createdAt: '2024-01-01T00:00:00.000Z',
  definitionCorrect: 'The smell of rain on dry earth',
  definitionFake1: 'A stone used to sharpen knives',
  definitionFake2: 'A fear of thunder',
  definitionFake3: 'A kind of mountain goat',
};
const fakeWord: Word = {
  ...realWord,
  id: 'f1',
  word: 'glimbrous',
  isReal: false,
  definitionCorrect: undefined,
  wordsReal: 'luminous',
  wordsFake1: 'glimmerous',
  wordsFake2: 'fogbrite',
  wordsFake3: 'shimmerant',
};
const right = realWord.definitionCorrect as string;

/** A judge made at clock.now (round 1 opens then), over `words` with one round per word. */
function judgeAt(clock: { now: number }, words: Word[] = [realWord]) {
  return createLocalJudge(words, {
    playerName: 'Ada',
    totalRounds: words.length,
    phaseOneSeconds: SOLO_PHASE_ONE_SECONDS,
    isRelaxed: false,
    now: () => clock.now,
    random: createSeededRandom(1),
  });
}
const play = (word: Word) => toPlayWord(word);

describe('local judge (offline play, judged by the shared round reducer)', () => {
  it('asks a four-option follow-up after a right first answer and scores a fast right round', async () => {
    const clock = { now: 0 };
    const judge = judgeAt(clock);
    const first = await judge.answerPhaseOne({ word: play(realWord), roundNumber: 1, answer: true });
    if (first.stage !== 'followup') throw new Error('expected a follow-up');
    expect(first.followup.question).toBe('Which of these also describes the word?');
    expect(first.followup.options).toHaveLength(4);
    expect(first.followup.options).toContain(right);

    clock.now = 2000;
    const second = await judge.answerFollowup({ word: play(realWord), roundNumber: 1, answer: right });
    expect(second).toMatchObject({
      stage: 'round-over',
      isCorrect: true,
      isFast: true,
      pointsEarned: 2,
      isGameOver: true,
    });
    const summary = await judge.complete();
    expect(summary).toMatchObject({ sessionCode: '', accuracy: 100, xpEarned: 20 });
    expect(summary.answers[0]).toMatchObject({
      wordId: 'r1',
      isCorrect: true,
      playerAnswer: true,
      followupAnswer: right,
      correctAnswer: right,
      timeSpent: 2000,
    });
  });

  it('grants the same allowance as the server on the fast limit, and no more', async () => {
    const fastLimit = FAST_ANSWER_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;
    for (const [answeredAt, isFast] of [
      [fastLimit, true],
      [fastLimit + 1, false],
    ] as const) {
      const clock = { now: 0 };
      const judge = judgeAt(clock);
      await judge.answerPhaseOne({ word: play(realWord), roundNumber: 1, answer: true });
      clock.now = answeredAt;
      const result = await judge.answerFollowup({ word: play(realWord), roundNumber: 1, answer: right });
      expect(result).toMatchObject({ isCorrect: true, isFast, pointsEarned: isFast ? 2 : 1 });
    }
  });

  it('fails a timed-out first answer at once and reveals the truth', async () => {
    const judge = judgeAt({ now: 0 });
    const result = await judge.answerPhaseOne({ word: play(realWord), roundNumber: 1, answer: null });
    expect(result).toMatchObject({
      stage: 'round-over',
      isCorrect: false,
      isTimeout: true,
      pointsEarned: 0,
      reveal: { isReal: true, correctAnswer: right },
    });
  });

  it('has deadlines: a right first answer after the phase-one time (plus the allowance) is a timeout', async () => {
    const clock = { now: 0 };
    const judge = judgeAt(clock);
    clock.now = SOLO_PHASE_ONE_SECONDS * 1000 + NETWORK_ALLOWANCE_MS + 1;
    const result = await judge.answerPhaseOne({ word: play(realWord), roundNumber: 1, answer: true });
    expect(result).toMatchObject({ stage: 'round-over', isCorrect: false, isTimeout: true });
  });

  it('refuses a follow-up option that was not offered, as the server does, and still takes an offered one', async () => {
    const judge = judgeAt({ now: 0 });
    await judge.answerPhaseOne({ word: play(realWord), roundNumber: 1, answer: true });
    const invented = judge.answerFollowup({ word: play(realWord), roundNumber: 1, answer: 'made up' });
    await expect(invented).rejects.toMatchObject({
      status: 400,
      code: ERROR_CODES.optionNotOffered,
      message: 'followupAnswer must be one of the options offered for this round.',
    });
    await expect(invented).rejects.toBeInstanceOf(ApiError);
    const offered = await judge.answerFollowup({ word: play(realWord), roundNumber: 1, answer: right });
    expect(offered).toMatchObject({ isCorrect: true });
  });

  it('refuses an answer for a round that has not started, and any answer once the game is complete', async () => {
    const clock = { now: 0 };
    const judge = judgeAt(clock, [realWord, fakeWord]);
    await expect(
      judge.answerPhaseOne({ word: play(fakeWord), roundNumber: 2, answer: false }),
    ).rejects.toMatchObject({ status: 409, code: ERROR_CODES.roundNotStarted });
    await judge.answerPhaseOne({ word: play(realWord), roundNumber: 1, answer: false });
    await judge.complete();
    await expect(
      judge.answerPhaseOne({ word: play(fakeWord), roundNumber: 2, answer: false }),
    ).rejects.toMatchObject({ status: 409, code: ERROR_CODES.sessionCompleted });
  });

  it('opens the next round when asked for after the feedback pause, times it from then, and ends the game with the last round', async () => {
    const clock = { now: 0 };
    const judge = judgeAt(clock, [realWord, fakeWord]);
    clock.now = 1000;
    const first = await judge.answerPhaseOne({ word: play(realWord), roundNumber: 1, answer: false });
    expect(first).toMatchObject({ isGameOver: false });
    // Not before the pause, and then with its word and its whole time, however long the feedback was held.
    clock.now = 1000 + FEEDBACK_DELAY_MS - 1;
    await expect(judge.openRound(2)).rejects.toMatchObject({
      status: 409,
      code: ERROR_CODES.roundNotStarted,
    });
    const openedAt = 1000 + FEEDBACK_DELAY_MS + 20_000;
    clock.now = openedAt;
    expect(await judge.openRound(2)).toEqual({
      roundNumber: 2,
      word: play(fakeWord),
      secondsLeft: SOLO_PHASE_ONE_SECONDS,
    });
    // A round done by the fast limit from its opening is fast.
    clock.now = openedAt + FAST_ANSWER_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;
    await judge.answerPhaseOne({ word: play(fakeWord), roundNumber: 2, answer: false });
    const last = await judge.answerFollowup({ word: play(fakeWord), roundNumber: 2, answer: 'luminous' });
    expect(last).toMatchObject({ isCorrect: true, isFast: true, isGameOver: true });
    // The last judged round completes the game, as on the server (docs/design.md decision 15).
    await expect(
      judge.answerPhaseOne({ word: play(fakeWord), roundNumber: 2, answer: false }),
    ).rejects.toMatchObject({ code: ERROR_CODES.sessionCompleted });
  });
});
