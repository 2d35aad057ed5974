import type { SessionSummary } from '@bluffle/shared-schema';
import { CATALOGUES } from '../../i18n/messages';
import { shareGridFor, shareKindOf } from './share-grid-for';
import { shareGridText } from './share-grid-text';

describe('shareKindOf', () => {
  it.each([
    ['solo', null, 'solo'],
    ['offline', null, 'solo'],
    ['daily', null, 'daily'],
    ['challenge', { kind: 'game' as const }, 'challenge'],
    ['challenge', { kind: 'custom' as const }, 'custom'],
    ['something-new', null, 'solo'],
  ])('names a %s game (challenge %j) %s', (mode, challenge, kind) => {
    expect(shareKindOf(mode, challenge)).toBe(kind);
  });
});

describe('shareGridFor', () => {
  const summary: SessionSummary = {
    sessionCode: 'ABCD2345',
    playerName: 'Ada',
    totalRounds: 1,
    score: { correct: 1, incorrect: 0, fastAnswers: 1, streak: 1, bestStreak: 1, totalScore: 2 },
    accuracy: 100,
    xpEarned: 20,
    isPractice: false,
    isRelaxed: false,
    answers: [
      {
        roundNumber: 1,
        wordId: 'w1',
        word: 'quokka',
        isReal: true,
        difficulty: 'easy',
        playerAnswer: true,
        followupAnswer: 'a small wallaby',
        isCorrect: true,
        isFast: true,
        timeSpent: 3000,
        definition: 'a small wallaby',
        usage: 'The quokka smiled.',
        explanation: '',
        correctAnswer: 'a small wallaby',
      },
    ],
  };

  it("writes the summary's score out of the maximum and its rounds, with the link", () => {
    const grid = shareGridFor(summary, {
      kind: 'daily',
      day: '2026-11-25',
      link: 'https://b.example/?challenge=X',
    });
    const { text } = shareGridText(grid, CATALOGUES.english.share);
    expect(text).toBe('Bluffle Daily 2026-11-25 2/16\n\n🟩🟩⚡\n\nhttps://b.example/?challenge=X');
    expect(JSON.stringify(grid)).not.toContain('quokka');
    expect(JSON.stringify(grid)).not.toContain('wallaby');
  });

  it('marks a practice game', () => {
    const grid = shareGridFor({ ...summary, isPractice: true }, { kind: 'challenge', link: null });
    expect(shareGridText(grid, CATALOGUES.english.share).header).toBe('Bluffle Challenge (practice) 2/16');
  });
});
