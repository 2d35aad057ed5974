import { PLAY_LANGUAGES, type Language, type PlayLanguage } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { useMessages } from '../state/use-messages';
import { settingsStore } from '../state/settings-store';

/** A language, or every language (a filter's first choice). */
export type LanguageChoice = Language | 'all';

interface LanguagePickerProps<Choice extends LanguageChoice> {
  id: string;
  testId: string;
  value: Choice;
  onChange: (language: Choice) => void;
  /** The languages offered, in order; the two a game is played in unless given. */
  languages?: readonly Choice[];
  /** The text of the 'all' choice, when `languages` holds it. */
  allLabel?: string;
  disabled?: boolean;
  label?: string;
}

/**
 * The one labelled language dropdown (docs/product.md §2): the menus bind it to the settings, the lobby to its
 * room, the admin panel to its generator and word filter, the session builder to its search.
 */
export function LanguagePicker<Choice extends LanguageChoice = PlayLanguage>({
  id,
  testId,
  value,
  onChange,
  languages = PLAY_LANGUAGES as readonly LanguageChoice[] as readonly Choice[],
  allLabel,
  disabled,
  label,
}: LanguagePickerProps<Choice>) {
  const { common, wordFacts } = useMessages();
  const nameOf = (choice: LanguageChoice) => (choice === 'all' ? allLabel : wordFacts.languageNames[choice]);
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {label ?? common.languageLabel}
      </label>
      <select
        id={id}
        className="select-input"
        data-testid={testId}
        value={value}
        disabled={disabled}
        // The options are `languages` themselves, so the chosen value is one of them.
        onChange={(event) => onChange(event.target.value as Choice)}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {nameOf(language)}
          </option>
        ))}
      </select>
    </>
  );
}

/** The language dropdown of both menus (docs/product.md §2: English, Filipino). */
export function LanguageSelect() {
  const language = useStore(settingsStore, (state) => state.selectedLanguage);
  return (
    <LanguagePicker
      id="language"
      testId="language-select"
      value={language}
      onChange={(selected) => settingsStore.getState().setLanguage(selected)}
    />
  );
}
