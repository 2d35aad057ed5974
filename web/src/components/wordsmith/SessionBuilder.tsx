import { PLAY_LANGUAGES, type Language, type UserView } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { sessionBuilder } from '../../app/wordsmith-controller';
import { sessionBuilderStore } from '../../wordsmith/session-builder-store';
import { isSelected, whyNotSelectable } from '../../wordsmith/word-selection';
import { ADMIN_LANGUAGE_LABELS } from '../admin/language-labels';
import { SelectedWordsPanel } from './SelectedWordsPanel';
import { WordSearchCard } from './WordSearchCard';

/** Build a five-word session (spec §2 session building tab, §4 Word selection, §5 Session creation). */
export function SessionBuilder({ user, playerName }: { user: UserView; playerName: string }) {
  const query = useStore(sessionBuilderStore, (state) => state.query);
  const language = useStore(sessionBuilderStore, (state) => state.language);
  const results = useStore(sessionBuilderStore, (state) => state.results);
  const isSearching = useStore(sessionBuilderStore, (state) => state.isSearching);
  const hasSearchFailed = useStore(sessionBuilderStore, (state) => state.hasSearchFailed);
  const selected = useStore(sessionBuilderStore, (state) => state.selected);

  return (
    <div className="session-builder" data-testid="session-builder">
      <SelectedWordsPanel onBuild={() => void sessionBuilder.create(user.id, playerName)} />

      <section aria-labelledby="search-title">
        <h3 id="search-title">Find words</h3>
        <div className="wordsmith-row">
          <div className="wordsmith-field wordsmith-field-wide">
            <label className="field-label" htmlFor="session-word-search">
              Search words
            </label>
            <input
              id="session-word-search"
              className="text-input"
              type="search"
              data-testid="session-search"
              value={query}
              placeholder="Type part of a word"
              onChange={(event) => sessionBuilder.setQuery(event.target.value)}
            />
          </div>
          <div className="wordsmith-field">
            <label className="field-label" htmlFor="session-language">
              Language
            </label>
            <select
              id="session-language"
              className="select-input"
              data-testid="session-language"
              value={language}
              onChange={(event) => sessionBuilder.setLanguage(event.target.value as Language)}
            >
              {PLAY_LANGUAGES.map((option) => (
                <option key={option} value={option}>
                  {ADMIN_LANGUAGE_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="wordsmith-hint" data-testid="bank-words-note">
          Your own words show REAL or FAKE and their review state. Bank words show no answer, so nobody can
          look up a game&apos;s answers.
        </p>
        <p className="wordsmith-hint" role="status" data-testid="search-status">
          {isSearching
            ? 'Searching…'
            : hasSearchFailed
              ? 'The search failed. Check your connection and type again.'
              : results.length === 0
                ? 'No words match. Try another spelling, or make the word yourself in Create-A-Bluff.'
                : `${results.length} ${results.length === 1 ? 'word' : 'words'} found`}
        </p>
        <ul className="search-results" data-testid="search-results">
          {results.map((word) => (
            <WordSearchCard
              key={word.id}
              word={word}
              isSelected={isSelected(selected, word.id)}
              blockedReason={whyNotSelectable(selected, word)}
              onToggle={() => sessionBuilder.toggle(word)}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
