import { settingsStore } from '../state/settings-store';
import { CATALOGUES, HTML_LANG } from '../i18n/messages';

/**
 * Keeps <html lang> and the tab's title on the interface language, so screen readers pronounce Filipino as
 * Filipino and a Filipino game's tab reads Filipino. Text that stays English on a Filipino screen (the word
 * bank's glosses) carries its own lang="en".
 */
export function bindDocumentLanguage(): void {
  const apply = () => {
    const language = settingsStore.getState().selectedLanguage;
    document.documentElement.lang = HTML_LANG[language];
    document.title = CATALOGUES[language].chrome.documentTitle;
  };
  apply();
  settingsStore.subscribe(apply);
}
