import type { SessionAnswerView } from '../api/sessions';
import { MAX_SCORE } from './scoring';
import { shareGrid, shareGridTitle } from './share-grid';

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
  it('writes the kind, the day and the score, one row per round, then the link', () => {
    const grid = shareGrid({
      kind: 'daily',
      day: '2026-11-25',
      score: 4,
      maxScore: MAX_SCORE,
      rounds: GAME,
      link: 'https://bluffle.example/?challenge=ABCD2345',
    });
    expect(grid.text).toBe(
      [
        'Bluffle Daily 2026-11-25 4/16',
        '',
        '🟩🟩⚡',
        '🟩🟥',
        '🟥⬜',
        '⌛⬜',
        '🟩🟩',
        '',
        'https://bluffle.example/?challenge=ABCD2345',
      ].join('\n'),
    );
    expect(grid.rows.map((row) => row.ending)).toEqual([
      'right',
      'missed-followup',
      'wrong',
      'timeout',
      'right',
    ]);
  });

  it('never carries a word of the game, its definition or its truth', () => {
    const grid = shareGrid({ kind: 'solo', score: 4, maxScore: MAX_SCORE, rounds: GAME, link: null });
    for (const answer of GAME) {
      for (const secret of [answer.word, answer.definition, answer.explanation, answer.correctAnswer]) {
        expect(grid.text).not.toContain(secret);
        expect(grid.textAlternative).not.toContain(secret);
      }
    }
    expect(grid.text).not.toMatch(/real|fake/i);
  });

  it('shares the grid alone when there is no link (an offline game)', () => {
    const grid = shareGrid({ kind: 'solo', score: 4, maxScore: MAX_SCORE, rounds: GAME });
    expect(grid.text.split('\n')).toHaveLength(7);
    expect(grid.text).not.toContain('http');
  });

  it('says the grid in words for screen readers', () => {
    const grid = shareGrid({ kind: 'challenge', score: 4, maxScore: MAX_SCORE, rounds: GAME });
    expect(grid.textAlternative).toBe(
      'Bluffle Challenge: 4 out of 16 points. Round 1: right, fast. ' +
        'Round 2: right first answer, missed the follow-up. Round 3: wrong. ' +
        'Round 4: no answer, time ran out. Round 5: right.',
    );
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

describe('shareGridTitle', () => {
  it.each([
    [{ kind: 'solo' as const }, 'Bluffle'],
    [{ kind: 'daily' as const, day: '2026-11-25' }, 'Bluffle Daily 2026-11-25'],
    [{ kind: 'daily' as const }, 'Bluffle Daily'],
    [{ kind: 'challenge' as const }, 'Bluffle Challenge'],
    [{ kind: 'custom' as const }, 'Bluffle Custom'],
    [{ kind: 'challenge' as const, isPractice: true }, 'Bluffle Challenge (practice)'],
    // Only the daily five has a day; a stray one elsewhere is not shown.
    [{ kind: 'solo' as const, day: '2026-11-25' }, 'Bluffle'],
  ])('names %j as %s', (input, title) => {
    expect(shareGridTitle(input)).toBe(title);
  });
});
