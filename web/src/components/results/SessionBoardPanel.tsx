import type { SessionBoardEntryView } from '@bluffle/shared-schema';
import { useId } from 'react';
import { useMessages } from '../../state/use-messages';
import { useSessionBoard } from './use-session-board';

interface SessionBoardPanelProps {
  /** Any code of the shared set: the game just played, its original, or a custom session. */
  sessionCode: string;
  /** The game just played, which proves this reader finished the set when no account or guest id does. */
  playerToken?: string;
  /** A creator's own solo game: no panel until someone else has played it (a board of one says nothing). */
  isHiddenWhenAlone?: boolean;
}

function BoardRow({ entry, max }: { entry: SessionBoardEntryView; max: number }) {
  const { board: text } = useMessages();
  const seconds = (entry.totalTimeMs / 1000).toFixed(1);
  return (
    <tr
      data-testid="board-row"
      className={entry.isYours ? 'is-yours' : undefined}
      aria-current={entry.isYours ? 'true' : undefined}
    >
      <th scope="row" data-testid="board-rank">
        {entry.rank}
      </th>
      <td data-testid="board-name">
        {entry.playerName}
        {entry.isYours && <span className="board-tag"> ({text.you})</span>}
      </td>
      <td data-testid="board-score">
        {entry.score}/{max}
        {entry.isRelaxed && <span className="board-tag"> ({text.relaxed})</span>}
      </td>
      <td>{text.seconds({ seconds })}</td>
      <td>
        <time dateTime={entry.completedAt}>{new Date(entry.completedAt).toLocaleDateString()}</time>
      </td>
    </tr>
  );
}

/**
 * The challenge board: everyone's first counted attempt at a shared set, best score first, then
 * fastest; the reader's own row marked. Names, scores, times and dates only: never an answer.
 */
export function SessionBoardPanel({
  sessionCode,
  playerToken,
  isHiddenWhenAlone = false,
}: SessionBoardPanelProps) {
  const { board: text } = useMessages();
  const titleId = useId();
  const { state, offset, setOffset, pageSize } = useSessionBoard(sessionCode, playerToken);
  if (isHiddenWhenAlone && (state.status !== 'ready' || state.board.total <= 1)) return null;
  return (
    <section className="session-board card-inset" data-testid="session-board" aria-labelledby={titleId}>
      <h2 id={titleId}>{text.title}</h2>
      {state.status === 'loading' && <p className="muted">{text.loading}</p>}
      {state.status === 'locked' && (
        <p className="muted" data-testid="board-locked">
          {text.locked}
        </p>
      )}
      {state.status === 'failed' && (
        <p className="muted" role="alert">
          {text.failed}
        </p>
      )}
      {state.status === 'ready' && state.board.total === 0 && (
        <p className="muted" data-testid="board-empty">
          {text.empty}
        </p>
      )}
      {state.status === 'ready' && state.board.total > 0 && (
        <>
          {state.board.yourRank !== null && (
            <p data-testid="board-your-rank">
              {text.yourRank({ rank: state.board.yourRank, total: state.board.total })}
            </p>
          )}
          <div className="verdict-table-scroll" tabIndex={0} role="region" aria-label={text.caption}>
            <table className="verdict-table board-table" data-testid="board-table">
              <caption className="visually-hidden">{text.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.rank}</th>
                  <th scope="col">{text.player}</th>
                  <th scope="col">{text.score}</th>
                  <th scope="col">{text.time}</th>
                  <th scope="col">{text.date}</th>
                </tr>
              </thead>
              <tbody>
                {state.board.entries.map((entry) => (
                  <BoardRow key={entry.rank} entry={entry} max={state.board.maxScore} />
                ))}
              </tbody>
            </table>
          </div>
          {state.board.total > pageSize && (
            <nav className="board-pages" aria-label={text.title}>
              <button
                type="button"
                className="button button-ghost"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - pageSize))}
              >
                {text.previous}
              </button>
              <span className="muted">
                {text.range({
                  from: offset + 1,
                  to: Math.min(offset + pageSize, state.board.total),
                  total: state.board.total,
                })}
              </span>
              <button
                type="button"
                className="button button-ghost"
                disabled={offset + pageSize >= state.board.total}
                onClick={() => setOffset(offset + pageSize)}
              >
                {text.next}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
