import type { WordSearchResult } from '@bluffle/shared-schema';
import { useMessages } from '../../state/use-messages';
import { TruthBadge } from './TruthBadge';

interface WordSearchCardProps {
  word: WordSearchResult;
  isSelected: boolean;
  /** Why the word cannot join the selection now; null when a click may toggle it. */
  blockedReason: string | null;
  onToggle: () => void;
}

/** A search result (docs/product.md §2 result cards): a click toggles it in or out of the selection. */
export function WordSearchCard({ word, isSelected, blockedReason, onToggle }: WordSearchCardProps) {
  const reasonId = `search-word-${word.id}-blocked`;
  const { wordsmithSessions: text, wordFacts } = useMessages();
  return (
    <li>
      <button
        type="button"
        className={`search-card ${isSelected ? 'is-selected' : ''}`}
        data-testid="search-result"
        data-word={word.word}
        aria-pressed={isSelected}
        aria-disabled={blockedReason !== null || undefined}
        aria-describedby={blockedReason !== null ? reasonId : undefined}
        onClick={() => {
          if (blockedReason === null) onToggle();
        }}
      >
        <span className="search-card-title">
          {isSelected && (
            <span className="search-card-check" aria-hidden="true">
              ✓
            </span>
          )}
          <strong data-testid="search-result-word">{word.word}</strong>
          {word.isOwn && <TruthBadge isReal={word.isReal} />}
          {word.isOwn && (
            <span className={`status-chip status-${word.status}`} data-testid="search-result-status">
              {wordFacts.statuses[word.status]}
            </span>
          )}
        </span>
        <span className="search-card-facts">
          {wordFacts.wordClasses[word.wordClass]} · {wordFacts.difficulties[word.difficulty]} ·{' '}
          {wordFacts.languageNames[word.language]}
          {word.isOwn && ` · ${text.yourWord}`}
        </span>
        {blockedReason !== null && (
          <span className="search-card-blocked" id={reasonId}>
            {blockedReason}
          </span>
        )}
      </button>
    </li>
  );
}
