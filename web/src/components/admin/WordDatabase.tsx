import { ADMIN_WORDS_PAGE_SIZE, LANGUAGES } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { adminWords } from '../../controllers/admin-controller';
import { pageButtons, pageCount, rangeTitle } from '../../admin/page-buttons';
import { adminWordsStore } from '../../admin/admin-words-store';
import { useMessages } from '../../state/use-messages';
import { LanguagePicker, type LanguageChoice } from '../LanguageSelect';
import { AdminWordCard } from './AdminWordCard';
import { PlayFilters } from './PlayFilters';

/** The word list's language filter: every language, then each one. */
const LANGUAGE_FILTER_CHOICES: readonly LanguageChoice[] = ['all', ...LANGUAGES];

/** docs/product.md §2 Word Database and §4 Admin list: search, language filter, refresh, range title and paging. */
export function WordDatabase() {
  // Only what the list shows: a running Generate or upload must not redraw ten word cards.
  const { page, search, language, words, total, isLoading } = useStore(
    adminWordsStore,
    useShallow(({ page, search, language, words, total, isLoading }) => ({
      page,
      search,
      language,
      words,
      total,
      isLoading,
    })),
  );
  const totalPages = pageCount(total, ADMIN_WORDS_PAGE_SIZE);
  const { admin, adminWords: text } = useMessages();

  return (
    <section className="admin-section" aria-labelledby="database-title" data-testid="database-section">
      <h2 id="database-title">{text.databaseTitle}</h2>
      <div className="admin-filters">
        <div className="admin-field">
          <label className="field-label" htmlFor="word-search">
            {text.searchLabel}
          </label>
          <input
            id="word-search"
            className="text-input"
            type="search"
            value={search}
            data-testid="word-search"
            onChange={(event) => adminWords.setSearch(event.target.value)}
          />
        </div>
        <div className="admin-field">
          <LanguagePicker
            id="word-language-filter"
            testId="word-language-filter"
            value={language}
            languages={LANGUAGE_FILTER_CHOICES}
            allLabel={text.allLanguages}
            onChange={(choice) => adminWords.setLanguage(choice)}
          />
        </div>
        <button
          type="button"
          className="button button-ghost"
          data-testid="word-refresh"
          onClick={() => void adminWords.loadPage()}
        >
          {admin.refresh}
        </button>
      </div>
      <PlayFilters />

      <h3 className="admin-range" data-testid="word-range" aria-live="polite">
        {rangeTitle(page, ADMIN_WORDS_PAGE_SIZE, words.length, total, text)}
      </h3>
      {isLoading && (
        <p role="status" data-testid="words-loading">
          {text.loadingWords}
        </p>
      )}
      {!isLoading && words.length === 0 && <p data-testid="words-empty">{text.noWords}</p>}
      <div className="admin-words" data-testid="word-list">
        {words.map((word) => (
          <AdminWordCard key={word.id} word={word} />
        ))}
      </div>

      <nav className="admin-pages" aria-label={text.pagesLabel}>
        <button
          type="button"
          className="button button-ghost"
          disabled={page <= 1 || isLoading}
          data-testid="page-previous"
          onClick={() => void adminWords.loadPage(page - 1)}
        >
          {text.previous}
        </button>
        {pageButtons(page, totalPages).map((number) => (
          <button
            key={number}
            type="button"
            className={`button ${number === page ? 'button-primary' : 'button-ghost'}`}
            aria-current={number === page ? 'page' : undefined}
            aria-label={text.pageLabel({ page: number })}
            disabled={isLoading}
            data-testid={`page-${number}`}
            onClick={() => void adminWords.loadPage(number)}
          >
            {number}
          </button>
        ))}
        <button
          type="button"
          className="button button-ghost"
          disabled={page >= totalPages || isLoading}
          data-testid="page-next"
          onClick={() => void adminWords.loadPage(page + 1)}
        >
          {text.next}
        </button>
      </nav>
    </section>
  );
}
