import { isFastRound, roundEndingOf, type RoundEnding, type RoundFlags } from './round-ending';

/** Which game is shared: it names the grid's title (issue 10 'Spoiler-free share grid'). */
export type ShareGridKind = 'solo' | 'daily' | 'challenge' | 'custom';

export interface ShareGridInput {
  kind: ShareGridKind;
  /** The daily set's UTC day (YYYY-MM-DD); shown for the daily five only, the one game that has a day. */
  day?: string | null;
  score: number;
  maxScore: number;
  /** Only the flags of each round, in play order: the type keeps every word out of the grid. */
  rounds: readonly RoundFlags[];
  /** The challenge link; an offline game has none and shares the grid alone. */
  link?: string | null;
  /** A replay of known words (DESIGN decision 11): the grid says so rather than pass it off as a result. */
  isPractice?: boolean;
}

export interface ShareGridRow {
  roundNumber: number;
  ending: RoundEnding;
  isFast: boolean;
  /** The row's emoji: the first answer's square, the follow-up's square, and ⚡ when fast. */
  cells: string;
}

export interface ShareGrid {
  /** 'Bluffle Daily 2026-11-25 12/16': the kind, the day and the score. */
  header: string;
  rows: ShareGridRow[];
  /** What is copied and shared: the header, one row per round, then the link when there is one. */
  text: string;
  /** The same grid in words, for screen readers (the emoji alone read as 'green square, green square'). */
  textAlternative: string;
}

/**
 * Two squares per round, like the round itself: the first answer, then the follow-up (white when it was never
 * asked). A timed-out round gets an hourglass so it reads apart from a wrong call.
 */
export const SHARE_GRID_CELLS: Readonly<Record<RoundEnding, string>> = {
  right: '🟩🟩',
  'missed-followup': '🟩🟥',
  wrong: '🟥⬜',
  timeout: '⌛⬜',
};
export const SHARE_GRID_FAST = '⚡';

const SPOKEN_ENDINGS: Readonly<Record<RoundEnding, string>> = {
  right: 'right',
  'missed-followup': 'right first answer, missed the follow-up',
  wrong: 'wrong',
  timeout: 'no answer, time ran out',
};

const KIND_TITLES: Readonly<Record<ShareGridKind, string>> = {
  solo: 'Bluffle',
  daily: 'Bluffle Daily',
  challenge: 'Bluffle Challenge',
  custom: 'Bluffle Custom',
};

export function shareGridTitle(input: Pick<ShareGridInput, 'kind' | 'day' | 'isPractice'>): string {
  const day = input.kind === 'daily' && input.day ? ` ${input.day}` : '';
  const practice = input.isPractice ? ' (practice)' : '';
  return `${KIND_TITLES[input.kind]}${day}${practice}`;
}

/** The spoiler-free grid of a finished game (issue 10): no word, no truth, only how each round went. */
export function shareGrid(input: ShareGridInput): ShareGrid {
  const title = shareGridTitle(input);
  const rows = input.rounds.map((round, index): ShareGridRow => {
    const ending = roundEndingOf(round);
    const isFast = isFastRound(round);
    return {
      roundNumber: index + 1,
      ending,
      isFast,
      cells: `${SHARE_GRID_CELLS[ending]}${isFast ? SHARE_GRID_FAST : ''}`,
    };
  });
  const header = `${title} ${input.score}/${input.maxScore}`;
  const blocks = [header, rows.map((row) => row.cells).join('\n')];
  if (input.link) blocks.push(input.link);
  const spokenRounds = rows.map(
    (row) => `Round ${row.roundNumber}: ${SPOKEN_ENDINGS[row.ending]}${row.isFast ? ', fast' : ''}.`,
  );
  return {
    header,
    rows,
    text: blocks.join('\n\n'),
    textAlternative: [`${title}: ${input.score} out of ${input.maxScore} points.`, ...spokenRounds].join(' '),
  };
}
