import {
  GENERATED_LANGUAGES,
  GENERATE_DEFAULT_COUNT,
  GENERATE_MAX_COUNT,
  GENERATE_MIN_COUNT,
  type Language,
} from '@bluffle/shared-schema';
import { useState } from 'react';
import { useStore } from 'zustand';
import { adminWords } from '../../app/admin-controller';
import { adminWordsStore } from '../../admin/admin-words-store';
import { LanguageOptions } from './LanguageOptions';

/** spec §2 Admin panel, word generation: count, language, and the help that matches the real limits. */
export function GenerateWordsForm({ userId }: { userId: string }) {
  const isGenerating = useStore(adminWordsStore, (state) => state.isGenerating);
  const [countText, setCountText] = useState(String(GENERATE_DEFAULT_COUNT));
  const [language, setLanguage] = useState<Language>('english');

  return (
    <section className="admin-section" aria-labelledby="generate-title" data-testid="generate-section">
      <h2 id="generate-title">Generate words</h2>
      <form
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          void adminWords.generate(countText, language, userId);
        }}
      >
        <div className="admin-field">
          <label className="field-label" htmlFor="generate-count">
            Number of words ({GENERATE_MIN_COUNT} to {GENERATE_MAX_COUNT})
          </label>
          <input
            id="generate-count"
            className="text-input"
            type="number"
            min={GENERATE_MIN_COUNT}
            max={GENERATE_MAX_COUNT}
            value={countText}
            data-testid="generate-count"
            onChange={(event) => setCountText(event.target.value)}
          />
        </div>
        <div className="admin-field">
          <label className="field-label" htmlFor="generate-language">
            Language
          </label>
          <select
            id="generate-language"
            className="select-input"
            value={language}
            data-testid="generate-language"
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            <LanguageOptions languages={GENERATED_LANGUAGES} />
          </select>
        </div>
        <button
          type="submit"
          className="button button-primary"
          disabled={isGenerating}
          data-testid="generate-button"
        >
          {isGenerating ? 'Generating Words...' : 'Generate Words'}
        </button>
      </form>
      <ul className="admin-help" data-testid="generate-help">
        <li>
          Makes {GENERATE_MIN_COUNT} to {GENERATE_MAX_COUNT} words per generation, each with a definition, a
          usage example, a word class and a difficulty.
        </li>
        <li>About half are real dictionary words and half are invented fakes.</li>
        <li>Fake words come with an explanation of how they were made.</li>
        <li>Words already in the database are skipped and listed as duplicates.</li>
        <li>English and Filipino can be generated; Latin words come in by CSV upload.</li>
        <li>The first generation after a server start takes a few seconds while the generator loads.</li>
      </ul>
    </section>
  );
}
