import { useStore } from 'zustand';
import { sessionBuilder } from '../../controllers/wordsmith-controller';
import { useMessages } from '../../state/use-messages';
import { sessionBuilderStore } from '../../wordsmith/session-builder-store';
import { canBuildSession, selectionCount } from '../../wordsmith/word-selection';

/** docs/product.md §2 selected words panel: n/5, Clear All, removable chips, and the build button. */
export function SelectedWordsPanel({ onBuild }: { onBuild: () => void }) {
  const selected = useStore(sessionBuilderStore, (state) => state.selected);
  const isCreating = useStore(sessionBuilderStore, (state) => state.isCreating);
  const canBuild = canBuildSession(selected) && !isCreating;
  const { wordsmithSessions: text } = useMessages();

  return (
    <section className="selected-panel" aria-labelledby="selected-title" data-testid="selected-panel">
      <header className="selected-header">
        <h3 id="selected-title">
          {text.selectedTitle} <span data-testid="selected-count">{selectionCount(selected)}</span>
        </h3>
        <button
          type="button"
          className="button button-ghost"
          data-testid="clear-selection"
          disabled={selected.length === 0}
          onClick={() => sessionBuilder.clear()}
        >
          {text.clearAll}
        </button>
      </header>
      {selected.length === 0 ? (
        <p className="wordsmith-hint">{text.selectionEmpty}</p>
      ) : (
        <ol className="word-chips" aria-label={text.selectionListLabel}>
          {selected.map((word) => (
            <li key={word.id} className="word-chip" data-testid="selected-word">
              <span>{word.word}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={text.removeWord({ word: word.word })}
                onClick={() => sessionBuilder.remove(word.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
      {/* aria-disabled, not disabled: a click without 5 words says why (docs/product.md §5 Session creation). */}
      <button
        type="button"
        className="button button-primary button-large"
        data-testid="create-session"
        aria-disabled={!canBuild}
        onClick={onBuild}
      >
        {isCreating ? text.creating : text.create}
      </button>
    </section>
  );
}
