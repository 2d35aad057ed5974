import { createSeededRandom, FAST_ANSWER_SECONDS, toPlayWord, type Word } from '@bluffle/shared-schema';
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

function judgeAt(clock: { now: number }) {
  return createLocalJudge([realWord], {
    playerName: 'Ada',
    totalRounds: 1,
    now: () => clock.now,
    random: createSeededRandom(1),
  });
}

describe('local judge (offline play)', () => {
  it('asks a four-option follow-up after a right first answer and scores a fast right round', async () => {
    const clock = { now: 0 };
    const judge = judgeAt(clock);
    judge.openRound(1);
    const first = await judge.answerPhaseOne({ word: toPlayWord(realWord), roundNumber: 1, answer: true });
    if (first.stage !== 'followup') throw new Error('expected a follow-up');
    expect(first.followup.question).toBe('Which definition is correct?');
    expect(first.followup.options).toHaveLength(4);
    expect(first.followup.options).toContain(realWord.definitionCorrect);

    clock.now = 2000;
    const second = await judge.answerFollowup({
      word: toPlayWord(realWord),
      roundNumber: 1,
      answer: realWord.definitionCorrect ?? null,
    });
    expect(second).toMatchObject({
      stage: 'round-over',
      isCorrect: true,
      isFast: true,
      pointsEarned: 2,
      isGameOver: true,
    });
    const summary = await judge.complete();
    expect(summary).toMatchObject({ sessionCode: '', accuracy: 100, xpEarned: 20 });
    expect(summary.answers[0]).toMatchObject({ wordId: 'r1', isCorrect: true, playerAnswer: true });
  });

  it('does not call a slow right round fast', async () => {
    const clock = { now: 0 };
    const judge = judgeAt(clock);
    judge.openRound(1);
    await judge.answerPhaseOne({ word: toPlayWord(realWord), roundNumber: 1, answer: true });
    clock.now = (FAST_ANSWER_SECONDS + 1) * 1000;
    const result = await judge.answerFollowup({
      word: toPlayWord(realWord),
      roundNumber: 1,
      answer: realWord.definitionCorrect ?? null,
    });
    expect(result).toMatchObject({ isCorrect: true, isFast: false, pointsEarned: 1 });
  });

  it('fails a timed-out first answer at once and reveals the truth', async () => {
    const judge = judgeAt({ now: 0 });
    judge.openRound(1);
    const result = await judge.answerPhaseOne({ word: toPlayWord(realWord), roundNumber: 1, answer: null });
    expect(result).toMatchObject({
      stage: 'round-over',
      isCorrect: false,
      isTimeout: true,
      pointsEarned: 0,
      reveal: { isReal: true, correctAnswer: realWord.definitionCorrect },
    });
  });

  it('rejects an answer for a round that is not open', async () => {
    const judge = judgeAt({ now: 0 });
    await expect(
      judge.answerPhaseOne({ word: toPlayWord(realWord), roundNumber: 1, answer: true }),
    ).rejects.toThrow('not open');
  });
});
