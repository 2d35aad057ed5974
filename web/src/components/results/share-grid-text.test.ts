import { MAX_SCORE, shareGrid, type SessionAnswerView } from '@bluffle/shared-schema';
import { CATALOGUES } from '../../i18n/messages';
import { shareGridText, shareGridTitle } from './share-grid-text';

const { english, filipino } = CATALOGUES;

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

const LINK = 'https://bluffle.example/?challenge=ABCD2345';

describe('shareGridText', () => {
  it('writes the kind, the day and the score, one row per round, then the link', () => {
    const grid = shareGrid({
      kind: 'daily',
      day: '2026-11-25',
      score: 4,
      maxScore: MAX_SCORE,
      rounds: GAME,
      link: LINK,
    });
    expect(shareGridText(grid, english.share).text).toBe(
      ['Bluffle Daily 2026-11-25 4/16', '', '🟩🟩⚡', '🟩🟥', '🟥⬜', '⌛⬜', '🟩🟩', '', LINK].join('\n'),
    );
  });

  it('never carries a word of the game, its definition or its truth, in either language', () => {
    const grid = shareGrid({ kind: 'solo', score: 4, maxScore: MAX_SCORE, rounds: GAME, link: null });
    for (const messages of [english, filipino]) {
      const text = shareGridText(grid, messages.share);
      for (const answer of GAME) {
        for (const secret of [answer.word, answer.definition, answer.explanation, answer.correctAnswer]) {
          expect(text.text).not.toContain(secret);
          expect(text.textAlternative).not.toContain(secret);
        }
      }
      expect(text.text).not.toMatch(/real|fake|totoo|peke/i);
    }
  });

  it('shares the grid alone when there is no link (an offline game)', () => {
    const grid = shareGrid({ kind: 'solo', score: 4, maxScore: MAX_SCORE, rounds: GAME });
    const { text } = shareGridText(grid, english.share);
    expect(text.split('\n')).toHaveLength(7);
    expect(text).not.toContain('http');
  });

  it('says the grid in words for screen readers', () => {
    const grid = shareGrid({ kind: 'challenge', score: 4, maxScore: MAX_SCORE, rounds: GAME });
    expect(shareGridText(grid, english.share).textAlternative).toBe(
      'Bluffle Challenge: 4 out of 16 points. Round 1: right, fast. ' +
        'Round 2: right first answer, missed the follow-up. Round 3: wrong. ' +
        'Round 4: no answer, time ran out. Round 5: right.',
    );
  });

  it('is in Filipino on a Filipino interface, squares and link unchanged', () => {
    const grid = shareGrid({
      kind: 'daily',
      day: '2026-11-25',
      score: 4,
      maxScore: MAX_SCORE,
      rounds: GAME,
      link: LINK,
    });
    const text = shareGridText(grid, filipino.share);
    expect(text.header).toBe('Bluffle Lima ng Araw 2026-11-25 4/16');
    expect(text.text).toBe(
      shareGridText(grid, english.share).text.replace('Bluffle Daily', 'Bluffle Lima ng Araw'),
    );
    expect(text.textAlternative).toMatch(
      /^Bluffle Lima ng Araw 2026-11-25: 4 sa 16 puntos\. Yugto 1: tama, mabilis\./,
    );
  });
});

describe('shareGridTitle', () => {
  it.each([
    [{ kind: 'solo' as const, day: null, isPractice: false, isArchive: false, isRelaxed: false }, 'Bluffle'],
    [
      { kind: 'daily' as const, day: '2026-11-25', isPractice: false, isArchive: false, isRelaxed: false },
      'Bluffle Daily 2026-11-25',
    ],
    [
      { kind: 'daily' as const, day: null, isPractice: false, isArchive: false, isRelaxed: false },
      'Bluffle Daily',
    ],
    [
      { kind: 'challenge' as const, day: null, isPractice: false, isArchive: false, isRelaxed: false },
      'Bluffle Challenge',
    ],
    [
      { kind: 'custom' as const, day: null, isPractice: false, isArchive: false, isRelaxed: false },
      'Bluffle Custom',
    ],
    [
      { kind: 'challenge' as const, day: null, isPractice: true, isArchive: false, isRelaxed: false },
      'Bluffle Challenge (practice)',
    ],
    [
      { kind: 'daily' as const, day: '2026-11-20', isPractice: true, isArchive: true, isRelaxed: false },
      'Bluffle Daily 2026-11-20 (archive)',
    ],
    [
      { kind: 'daily' as const, day: '2026-11-25', isPractice: false, isArchive: false, isRelaxed: true },
      'Bluffle Daily 2026-11-25 (relaxed)',
    ],
  ])('names %j as %s', (grid, title) => {
    expect(shareGridTitle(grid, english.share)).toBe(title);
  });
});
