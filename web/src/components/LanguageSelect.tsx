import type { PlayLanguage } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { settingsStore } from '../state/settings-store';

const LANGUAGE_LABELS: Record<PlayLanguage, string> = { english: 'English', filipino: 'Filipino' };

/** The language dropdown of both menus (spec §2: English, Filipino). */
export function LanguageSelect() {
  const language = useStore(settingsStore, (state) => state.selectedLanguage);
  return (
    <>
      <label className="field-label" htmlFor="language">
        Language
      </label>
      <select
        id="language"
        className="select-input"
        data-testid="language-select"
        value={language}
        onChange={(event) => settingsStore.getState().setLanguage(event.target.value as PlayLanguage)}
      >
        {(Object.keys(LANGUAGE_LABELS) as PlayLanguage[]).map((value) => (
          <option key={value} value={value}>
            {LANGUAGE_LABELS[value]}
          </option>
        ))}
      </select>
    </>
  );
}
