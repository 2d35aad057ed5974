import type { RoundEnding, ShareGridRow } from '@bluffle/shared-schema';

type CellTone = 'right' | 'wrong' | 'timeout' | 'unused';

/** The two squares of a row, as the copied emoji have them: the first answer, then the follow-up. */
const CELLS: Readonly<Record<RoundEnding, readonly [CellTone, CellTone]>> = {
  right: ['right', 'right'],
  'missed-followup': ['right', 'wrong'],
  wrong: ['wrong', 'unused'],
  timeout: ['timeout', 'unused'],
};

/** Drawn, not typed: the screen must not depend on an emoji font being installed ( 'Feel'). */
function BoltIcon() {
  return (
    <svg className="grid-bolt" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M13 2L4 14h7l-1 8 9-12h-7z" fill="currentColor" />
    </svg>
  );
}

/** The grid as coloured squares; the caller labels it with the grid's text alternative. */
export function GridCells({ rows }: { rows: readonly ShareGridRow[] }) {
  return (
    <>
      {rows.map((row) => (
        <span
          key={row.roundNumber}
          className="share-grid-row"
          data-testid="share-grid-row"
          data-ending={row.ending}
        >
          {CELLS[row.ending].map((tone, index) => (
            <span key={index} className={`grid-cell grid-cell-${tone}`} />
          ))}
          {row.isFast && <BoltIcon />}
        </span>
      ))}
    </>
  );
}
