import type { UserView } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { sessionBuilder } from '../../controllers/wordsmith-controller';
import { useMessages } from '../../state/use-messages';
import { sessionBuilderStore } from '../../wordsmith/session-builder-store';
import { isSelected, whyNotSelectable } from '../../wordsmith/word-selection';
import { LanguagePicker } from '../LanguageSelect';
import { CreatedSessionPanel } from './CreatedSessionPanel';
import { SelectedWordsPanel } from './SelectedWordsPanel';
import { WordSearchCard } from './WordSearchCard';

/** Build a five-word session (docs/product.md §2 session building tab, §4 Word selection, §5 Session creation). */
export function SessionBuilder({ user, playerName }: { user: UserView; playerName: string }) {
  const query = useStore(sessionBuilderStore, (state) => state.query);
  const language = useStore(sessionBuilderStore, (state) => state.language);
  const results = useStore(sessionBuilderStore, (state) => state.results);
  const isSearching = useStore(sessionBuilderStore, (state) => state.isSearching);
  const hasSearchFailed = useStore(sessionBuilderStore, (state) => state.hasSearchFailed);
  const selected = useStore(sessionBuilderStore, (state) => state.selected);
  const createdSessionCode = useStore(sessionBuilderStore, (state) => state.createdSessionCode);
  const { wordsmithSessions: text } = useMessages();

  return (
    <div className="session-builder" data-testid="session-builder">
      {createdSessionCode !== null && <CreatedSessionPanel sessionCode={createdSessionCode} />}
      <SelectedWordsPanel onBuild={() => void sessionBuilder.create(user.id, playerName)} />

      <section aria-labelledby="search-title">
        <h3 id="search-title">{text.findWords}</h3>
        <div className="wordsmith-row">
          <div className="wordsmith-field wordsmith-field-wide">
            <label className="field-label" htmlFor="session-word-search">
              {text.searchLabel}
            </label>
            <input
              id="session-word-search"
              className="text-input"
              type="search"
              data-testid="session-search"
              value={query}
              placeholder={text.searchPlaceholder}
              onChange={(event) => sessionBuilder.setQuery(event.target.value)}
            />
          </div>
          <div className="wordsmith-field">
            <LanguagePicker
              id="session-language"
              testId="session-language"
              value={language}
              onChange={(choice) => sessionBuilder.setLanguage(choice)}
            />
          </div>
        </div>
        <p className="wordsmith-hint" data-testid="bank-words-note">
          {text.bankWordsNote}
        </p>
        <p className="wordsmith-hint" role="status" data-testid="search-status">
          {isSearching
            ? text.searching
            : hasSearchFailed
              ? text.searchFailed
              : results.length === 0
                ? text.noMatches
                : text.found({ count: results.length })}
        </p>
        <ul className="search-results" data-testid="search-results">
          {results.map((word) => (
            <WordSearchCard
              key={word.id}
              word={word}
              isSelected={isSelected(selected, word.id)}
              blockedReason={whyNotSelectable(selected, word, text)}
              onToggle={() => sessionBuilder.toggle(word)}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
