import type { ShareGrid } from '@bluffle/shared-schema';
import type { Messages } from '../../i18n/messages';

export interface ShareGridText {
  /** 'Bluffle Daily 2026-11-25 12/16': the kind, the day and the score. */
  header: string;
  /** What is copied and shared: the header, one row of squares per round, then the link when there is one. */
  text: string;
  /** The same grid in words, for screen readers (the emoji alone read as 'green square, green square'). */
  textAlternative: string;
}

/**
 * The grid's title: the kind, the daily five's day, and a practice replay marked as such (a past day's set
 * from the archive as 'archive', which says both), and a relaxed game as 'relaxed', so a score
 * with no clock is not passed off as a timed one.
 */
export function shareGridTitle(
  grid: Pick<ShareGrid, 'kind' | 'day' | 'isPractice' | 'isArchive' | 'isRelaxed'>,
  share: Messages['share'],
) {
  const parts = [share.gridTitles[grid.kind]];
  if (grid.day !== null) parts.push(grid.day);
  if (grid.isArchive) parts.push(share.archiveMark);
  else if (grid.isPractice) parts.push(share.practiceMark);
  if (grid.isRelaxed) parts.push(share.relaxedMark);
  return parts.join(' ');
}

/**
 * The grid in the interface language ( 'Spoiler-free share grid'). Built from the grid's facts alone,
 * whose type holds no word of the game, so neither the copied text nor its spoken form can give one away.
 */
export function shareGridText(grid: ShareGrid, share: Messages['share']): ShareGridText {
  const title = shareGridTitle(grid, share);
  const header = `${title} ${grid.score}/${grid.maxScore}`;
  const blocks = [header, grid.rows.map((row) => row.cells).join('\n')];
  if (grid.link) blocks.push(grid.link);
  const spokenRounds = grid.rows.map((row) =>
    share.spokenRound({
      roundNumber: row.roundNumber,
      ending: share.spokenEndings[row.ending],
      isFast: row.isFast,
    }),
  );
  return {
    header,
    text: blocks.join('\n\n'),
    textAlternative: [
      share.spokenScore({ title, score: grid.score, max: grid.maxScore }),
      ...spokenRounds,
    ].join(' '),
  };
}
