import { isFastRound, roundEndingOf, type RoundEnding, type RoundFlags } from './round-ending';

/** Which game is shared: it names the grid's title ( 'Spoiler-free share grid'). */
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
  /** A replay of known words (docs/design.md decision 11): the grid says so rather than pass it off as a result. */
  isPractice?: boolean;
  /** A past day's daily five from the archive: practice, and the grid says 'archive'. */
  isArchive?: boolean;
  /** Played without a clock: the grid says 'relaxed', and none of its rounds is fast. */
  isRelaxed?: boolean;
}

export interface ShareGridRow {
  roundNumber: number;
  ending: RoundEnding;
  isFast: boolean;
  /** The row's emoji: the first answer's square, the follow-up's square, and ⚡ when fast. */
  cells: string;
}

/**
 * A finished game's grid as facts: which game, its day, the score and each round's squares. Its words (the
 * title, the grid in words for screen readers) are the web's catalogue, in the interface language; the text
 * copied is assembled there from these (web share-grid-text.ts).
 */
export interface ShareGrid {
  kind: ShareGridKind;
  /** The daily five's day; null for every other kind, the one game that has a day. */
  day: string | null;
  isPractice: boolean;
  /** A past day's set played from the archive: the daily kind only. */
  isArchive: boolean;
  /** Played relaxed: no countdown, no fast bonus. */
  isRelaxed: boolean;
  score: number;
  maxScore: number;
  rows: ShareGridRow[];
  link: string | null;
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

/** The spoiler-free grid of a finished game: no word, no truth, only how each round went. */
export function shareGrid(input: ShareGridInput): ShareGrid {
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
  const isArchive = input.kind === 'daily' && input.isArchive === true;
  return {
    kind: input.kind,
    day: input.kind === 'daily' && input.day ? input.day : null,
    isPractice: input.isPractice === true || isArchive,
    isArchive,
    isRelaxed: input.isRelaxed === true,
    score: input.score,
    maxScore: input.maxScore,
    rows,
    link: input.link ?? null,
  };
}
