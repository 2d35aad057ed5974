import type { CustomSessionView } from '@bluffle/shared-schema';
import { useState } from 'react';
import { myBluffles } from '../../controllers/wordsmith-controller';
import { useMessages } from '../../state/use-messages';
import {
  chipFoolRate,
  chipsInAlphabeticalOrder,
  sessionFoolRateText,
  sessionPlaysLine,
} from '../../wordsmith/fool-rate';
import { SessionBoardPanel } from '../results/SessionBoardPanel';
import { TruthBadge } from './TruthBadge';

/** One of My Bluffles (docs/product.md §2): code, date, '5 words • N plays', chips A to Z, how it fooled players, Share. */
export function CustomSessionCard({ session }: { session: CustomSessionView }) {
  const { wordsmithSessions: text, board } = useMessages();
  // The session's challenge board, opened on demand: the author sees it before anyone plays.
  const [isBoardOpen, setIsBoardOpen] = useState(false);
  return (
    <article className="bluffle-card" data-testid="my-session" aria-labelledby={`session-${session.id}`}>
      <header className="bluffle-card-header">
        <h4 id={`session-${session.id}`}>
          <span className="visually-hidden">{text.sessionLabel} </span>
          <code data-testid="my-session-code">{session.sessionCode}</code>
        </h4>
        <time className="muted" dateTime={session.createdAt}>
          {new Date(session.createdAt).toLocaleDateString()}
        </time>
      </header>
      <p className="bluffle-plays" data-testid="my-session-plays">
        {sessionPlaysLine(session, text)}
      </p>
      <p className="bluffle-fool-rate" data-testid="my-session-fool-rate">
        {sessionFoolRateText(session, text)}
      </p>
      <ul className="word-chips" aria-label={text.chipsLabel}>
        {chipsInAlphabeticalOrder(session.words).map((word) => {
          const foolRate = chipFoolRate(word, text);
          return (
            <li key={word.id} className="word-chip" data-testid="my-session-word">
              <span>{word.word}</span>
              {word.isOwn && word.isReal !== undefined && <TruthBadge isReal={word.isReal} />}
              {foolRate && (
                <span className="chip-rate" data-testid="my-session-word-fool-rate">
                  {foolRate}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="button button-secondary"
        data-testid="share-session"
        onClick={() => myBluffles.openShare(session)}
      >
        {text.shareSession}
      </button>
      <button
        type="button"
        className="button button-ghost"
        data-testid="show-session-board"
        aria-expanded={isBoardOpen}
        onClick={() => setIsBoardOpen(!isBoardOpen)}
      >
        {isBoardOpen ? board.hide : board.show}
      </button>
      {isBoardOpen && <SessionBoardPanel sessionCode={session.sessionCode} />}
    </article>
  );
}
