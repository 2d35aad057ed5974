import {
  GENERATED_LANGUAGES,
  GENERATE_DEFAULT_COUNT,
  GENERATE_MAX_COUNT,
  GENERATE_MIN_COUNT,
  type Language,
} from '@bluffle/shared-schema';
import { useState } from 'react';
import { useStore } from 'zustand';
import { adminWords } from '../../controllers/admin-controller';
import { adminWordsStore } from '../../admin/admin-words-store';
import { useMessages } from '../../state/use-messages';
import { LanguagePicker } from '../LanguageSelect';

/** docs/product.md §2 Admin panel, word generation: count, language, and the help that matches the real limits. */
export function GenerateWordsForm({ userId }: { userId: string }) {
  const isGenerating = useStore(adminWordsStore, (state) => state.isGenerating);
  const isWarmingUp = useStore(adminWordsStore, (state) => state.isGeneratorWarmingUp);
  const [countText, setCountText] = useState(String(GENERATE_DEFAULT_COUNT));
  const [language, setLanguage] = useState<Language>('english');
  const { adminWords: text } = useMessages();
  const { generateHelp: help } = text;

  return (
    <section className="admin-section" aria-labelledby="generate-title" data-testid="generate-section">
      <h2 id="generate-title">{text.generateTitle}</h2>
      <form
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          void adminWords.generate(countText, language, userId);
        }}
      >
        <div className="admin-field">
          <label className="field-label" htmlFor="generate-count">
            {text.countLabel}
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
          <LanguagePicker
            id="generate-language"
            testId="generate-language"
            value={language}
            languages={GENERATED_LANGUAGES}
            onChange={setLanguage}
          />
        </div>
        <button
          type="submit"
          className="button button-primary"
          disabled={isGenerating}
          data-testid="generate-button"
        >
          {isGenerating ? (isWarmingUp ? text.generatorWarmingUp : text.generating) : text.generate}
        </button>
      </form>
      <ul className="admin-help" data-testid="generate-help">
        <li>{help.perGeneration}</li>
        <li>{help.halfReal}</li>
        <li>{help.explanations}</li>
        <li>{help.duplicates}</li>
        <li>{help.languages}</li>
        <li>{help.firstGeneration}</li>
      </ul>
    </section>
  );
}
