import type { SessionAnswerView } from './round/session-views';
import { MAX_SCORE } from './scoring';
import { shareGrid } from './share-grid';

/** A full answer view, word and all, as the results screen holds it: the grid must drop everything but flags. */
function played(
  roundNumber: number,
  word: string,
  flags: Pick<SessionAnswerView, 'playerAnswer' | 'isReal' | 'isCorrect' | 'isFast'>,
): SessionAnswerView {
  return {
    roundNumber,
    wordId: `id-${word}`,
    word,
    difficulty: 'medium',
    followupAnswer: null,
    timeSpent: 4000,
    definition: `the meaning of ${word}`,
    usage: `a sentence with ${word}`,
    explanation: `why ${word} is what it is`,
    correctAnswer: `answer for ${word}`,
    ...flags,
  };
}

const GAME: SessionAnswerView[] = [
  played(1, 'quokka', { playerAnswer: true, isReal: true, isCorrect: true, isFast: true }),
  played(2, 'flumbus', { playerAnswer: false, isReal: false, isCorrect: false, isFast: false }),
  played(3, 'zarf', { playerAnswer: true, isReal: false, isCorrect: false, isFast: false }),
  played(4, 'snollygoster', { playerAnswer: null, isReal: true, isCorrect: false, isFast: false }),
  played(5, 'crumpet', { playerAnswer: true, isReal: true, isCorrect: true, isFast: false }),
];

describe('shareGrid', () => {
  it('keeps the kind, the day and the score, and one row of squares per round', () => {
    const grid = shareGrid({
      kind: 'daily',
      day: '2026-11-25',
      score: 4,
      maxScore: MAX_SCORE,
      rounds: GAME,
      link: 'https://bluffle.example/?challenge=ABCD2345',
    });
    expect(grid).toMatchObject({
      kind: 'daily',
      day: '2026-11-25',
      isPractice: false,
      score: 4,
      maxScore: MAX_SCORE,
      link: 'https://bluffle.example/?challenge=ABCD2345',
    });
    expect(grid.rows.map((row) => row.cells)).toEqual(['🟩🟩⚡', '🟩🟥', '🟥⬜', '⌛⬜', '🟩🟩']);
    expect(grid.rows.map((row) => row.ending)).toEqual([
      'right',
      'missed-followup',
      'wrong',
      'timeout',
      'right',
    ]);
  });

  it('never carries a word of the game, its definition or its truth', () => {
    const grid = JSON.stringify(
      shareGrid({ kind: 'solo', score: 4, maxScore: MAX_SCORE, rounds: GAME, link: null }),
    );
    for (const answer of GAME) {
      for (const secret of [answer.word, answer.definition, answer.explanation, answer.correctAnswer]) {
        expect(grid).not.toContain(secret);
      }
    }
    expect(grid).not.toMatch(/real|fake/i);
  });

  it('marks a past day’s daily five from the archive as archive and practice, and nothing else as archive', () => {
    const input = { day: '2026-11-20', score: 4, maxScore: MAX_SCORE, rounds: GAME, isArchive: true };
    expect(shareGrid({ ...input, kind: 'daily' })).toMatchObject({ isArchive: true, isPractice: true });
    expect(shareGrid({ ...input, kind: 'solo' })).toMatchObject({ isArchive: false });
  });

  it('has no link for an offline game, and a day only for the daily five', () => {
    const solo = shareGrid({ kind: 'solo', day: '2026-11-25', score: 4, maxScore: MAX_SCORE, rounds: GAME });
    expect(solo).toMatchObject({ link: null, day: null });
    const daily = shareGrid({ kind: 'daily', score: 4, maxScore: MAX_SCORE, rounds: GAME });
    expect(daily.day).toBeNull();
  });

  it('marks a practice replay', () => {
    const grid = shareGrid({
      kind: 'challenge',
      score: 4,
      maxScore: MAX_SCORE,
      rounds: GAME,
      isPractice: true,
    });
    expect(grid.isPractice).toBe(true);
  });

  it('marks a relaxed game, of any kind, and nothing else', () => {
    const input = { score: 4, maxScore: MAX_SCORE, rounds: GAME };
    expect(shareGrid({ ...input, kind: 'daily', isRelaxed: true }).isRelaxed).toBe(true);
    expect(shareGrid({ ...input, kind: 'challenge', isRelaxed: true })).toMatchObject({
      isRelaxed: true,
      isPractice: false,
    });
    expect(shareGrid({ ...input, kind: 'solo' }).isRelaxed).toBe(false);
  });

  it('never marks a lost round fast, whatever the flag says', () => {
    const grid = shareGrid({
      kind: 'solo',
      score: 0,
      maxScore: MAX_SCORE,
      rounds: [{ playerAnswer: false, isReal: true, isCorrect: false, isFast: true }],
    });
    expect(grid.rows[0]).toMatchObject({ isFast: false, cells: '🟥⬜' });
  });
});
