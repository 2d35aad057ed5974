import { useStore } from 'zustand';
import { settingsStore } from './settings-store';
import { CATALOGUES, type Messages } from '../i18n/messages';

/** The messages in the interface language, re-rendering when the player picks another on the menu. */
export function useMessages(): Messages {
  return CATALOGUES[useStore(settingsStore, (state) => state.selectedLanguage)];
}

/** The same, for code outside React (flows, controllers) at the moment it runs. */
export function currentMessages(): Messages {
  return CATALOGUES[settingsStore.getState().selectedLanguage];
}
