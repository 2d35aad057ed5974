import { settingsStore } from '../state/settings-store';
import { HTML_LANG } from './messages';

/**
 * Keeps <html lang> on the interface language, so screen readers pronounce Filipino as Filipino. Text that
 * stays English on a Filipino screen (the word bank's glosses) carries its own lang="en".
 */
export function bindDocumentLanguage(): void {
  const apply = () => {
    document.documentElement.lang = HTML_LANG[settingsStore.getState().selectedLanguage];
  };
  apply();
  settingsStore.subscribe(apply);
}
