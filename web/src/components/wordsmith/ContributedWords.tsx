import type { ContributedWordView } from '@bluffle/shared-schema';
import { contributedWordPlays, foolRateMeaning } from '../../wordsmith/fool-rate';
import { wordStatusText } from '../../wordsmith/word-status';
import { ADMIN_LANGUAGE_LABELS } from '../admin/language-labels';
import { TruthBadge } from './TruthBadge';

/** 'My words': each contributed word with its review state, plays and fool rate (issue 8). */
export function ContributedWords({ words }: { words: readonly ContributedWordView[] }) {
  return (
    <section aria-labelledby="my-words-title" data-testid="my-words">
      <h3 id="my-words-title">My words</h3>
      {words.length === 0 ? (
        <p className="wordsmith-hint">
          Words you submit in Create-A-Bluff show here with how they fooled players.
        </p>
      ) : (
        <ul className="my-words">
          {words.map((word) => (
            <li key={word.id} className="bluffle-card" data-testid="my-word">
              <header className="bluffle-card-header">
                <strong data-testid="my-word-text">{word.word}</strong>
                <TruthBadge isReal={word.isReal} />
                <span className={`status-chip status-${word.status}`} data-testid="my-word-status">
                  {wordStatusText(word.status, word.rejectionReason)}
                </span>
              </header>
              <p className="muted">
                {word.wordClass} · {word.difficulty} · {ADMIN_LANGUAGE_LABELS[word.language]}
              </p>
              <p
                data-testid="my-word-plays"
                title={`Fool rate: the share of ${foolRateMeaning(word.isReal)}`}
              >
                {contributedWordPlays(word)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
