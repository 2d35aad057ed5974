import type { PlayLanguage } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { settingsStore } from '../state/settings-store';

export const LANGUAGE_LABELS: Record<PlayLanguage, string> = { english: 'English', filipino: 'Filipino' };

interface LanguagePickerProps {
  id: string;
  testId: string;
  value: PlayLanguage;
  onChange: (language: PlayLanguage) => void;
  disabled?: boolean;
  label?: string;
}

/** A labelled English/Filipino dropdown (spec §2); the menus bind it to the settings, the lobby to its room. */
export function LanguagePicker({
  id,
  testId,
  value,
  onChange,
  disabled,
  label = 'Language',
}: LanguagePickerProps) {
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select-input"
        data-testid={testId}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as PlayLanguage)}
      >
        {(Object.keys(LANGUAGE_LABELS) as PlayLanguage[]).map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_LABELS[language]}
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
