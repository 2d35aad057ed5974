import type { PlayLanguage } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { useMessages } from '../i18n/use-messages';
import { settingsStore } from '../state/settings-store';

interface LanguagePickerProps {
  id: string;
  testId: string;
  value: PlayLanguage;
  onChange: (language: PlayLanguage) => void;
  disabled?: boolean;
  label?: string;
}

/** A labelled English/Filipino dropdown (spec §2); the menus bind it to the settings, the lobby to its room. */
export function LanguagePicker({ id, testId, value, onChange, disabled, label }: LanguagePickerProps) {
  const { common } = useMessages();
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
        onChange={(event) => onChange(event.target.value as PlayLanguage)}
      >
        {(Object.keys(common.languageNames) as PlayLanguage[]).map((language) => (
          <option key={language} value={language}>
            {common.languageNames[language]}
          </option>
        ))}
      </select>
    </>
  );
}

/** The language dropdown of both menus (spec §2: English, Filipino). */
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
