import type { WordSearchResult } from '@bluffle/shared-schema';
import { ADMIN_LANGUAGE_LABELS } from '../admin/language-labels';
import { WORD_STATUS_LABELS } from '../../wordsmith/word-status';
import { TruthBadge } from './TruthBadge';

interface WordSearchCardProps {
  word: WordSearchResult;
  isSelected: boolean;
  /** Why the word cannot join the selection now; null when a click may toggle it. */
  blockedReason: string | null;
  onToggle: () => void;
}

/** A search result (spec §2 result cards): a click toggles it in or out of the selection. */
export function WordSearchCard({ word, isSelected, blockedReason, onToggle }: WordSearchCardProps) {
  const reasonId = `search-word-${word.id}-blocked`;
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
              {WORD_STATUS_LABELS[word.status]}
            </span>
          )}
        </span>
        <span className="search-card-facts">
          {word.wordClass} · {word.difficulty} · {ADMIN_LANGUAGE_LABELS[word.language]}
          {word.isOwn && ' · your word'}
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
