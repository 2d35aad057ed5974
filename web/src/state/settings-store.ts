import { PLAY_LANGUAGES, type PlayLanguage } from '@bluffle/shared-schema';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { browserStorage } from '../storage/key-value-storage';

/** Settings (docs/product.md §3): selectedLanguage defaults to english, isMuted to true (docs/product.md §9 'Sound starts muted'). */
export interface SettingsState {
  selectedLanguage: PlayLanguage;
  isMuted: boolean;
  /**
   * Solo games, challenges and the daily five at the player's own pace (WCAG 2.2.1): no countdown,
   * no fast bonus. Chosen on the menu and remembered; off by default, as the spec's game is timed.
   */
  isRelaxed: boolean;
  /** A lobby's code shown as •••••• for streaming: remembered, off by default. */
  isCodeHidden: boolean;
  /** How to play opens by itself on the menu until the player has dismissed it once in this browser. */
  hasSeenHowToPlay: boolean;
  setLanguage(language: PlayLanguage): void;
  setMuted(isMuted: boolean): void;
  toggleMuted(): void;
  setRelaxed(isRelaxed: boolean): void;
  setCodeHidden(isCodeHidden: boolean): void;
  markHowToPlaySeen(): void;
}

export const SETTINGS_STORAGE_KEY = 'bluffle:settings';
export const SETTINGS_VERSION = 5;

/** The choices a player makes on the menu. */
type Preferences = Pick<SettingsState, 'selectedLanguage' | 'isMuted' | 'isRelaxed' | 'isCodeHidden'>;
type PersistedSettings = Preferences & Pick<SettingsState, 'hasSeenHowToPlay'>;

const DEFAULT_SETTINGS: PersistedSettings = {
  selectedLanguage: 'english',
  isMuted: true,
  isRelaxed: false,
  isCodeHidden: false,
  hasSeenHowToPlay: false,
};

/**
 * Version 1 stored the language capitalised ('English') as the dropdown showed it; version 2 stores the
 * lowercase value the API takes; version 3 adds isRelaxed (off until chosen), version 4 isCodeHidden. Anything unreadable falls back
 * to the defaults.
 */
export function migrateSettings(persisted: unknown, _version: number): Preferences {
  const raw = (typeof persisted === 'object' && persisted !== null ? persisted : {}) as Record<
    string,
    unknown
  >;
  const language = typeof raw.selectedLanguage === 'string' ? raw.selectedLanguage.toLowerCase() : '';
  return {
    selectedLanguage: (PLAY_LANGUAGES as readonly string[]).includes(language)
      ? (language as PlayLanguage)
      : DEFAULT_SETTINGS.selectedLanguage,
    isMuted: typeof raw.isMuted === 'boolean' ? raw.isMuted : DEFAULT_SETTINGS.isMuted,
    isRelaxed: typeof raw.isRelaxed === 'boolean' ? raw.isRelaxed : DEFAULT_SETTINGS.isRelaxed,
    isCodeHidden: typeof raw.isCodeHidden === 'boolean' ? raw.isCodeHidden : DEFAULT_SETTINGS.isCodeHidden,
  };
}

/**
 * The whole stored settings: the preferences, and version 5's hasSeenHowToPlay. Settings stored before it
 * have never shown How to play, so it opens once for that player too.
 */
export function migratePersistedSettings(persisted: unknown, version: number): PersistedSettings {
  const raw = (typeof persisted === 'object' && persisted !== null ? persisted : {}) as Record<
    string,
    unknown
  >;
  return {
    ...migrateSettings(persisted, version),
    hasSeenHowToPlay: raw.hasSeenHowToPlay === true,
  };
}

export const settingsStore = createStore<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      setLanguage: (selectedLanguage) => set({ selectedLanguage }),
      setMuted: (isMuted) => set({ isMuted }),
      toggleMuted: () => set((state) => ({ isMuted: !state.isMuted })),
      setRelaxed: (isRelaxed) => set({ isRelaxed }),
      setCodeHidden: (isCodeHidden) => set({ isCodeHidden }),
      markHowToPlaySeen: () => set({ hasSeenHowToPlay: true }),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: SETTINGS_VERSION,
      storage: createJSONStorage(() => browserStorage('local')),
      partialize: (state): PersistedSettings => ({
        selectedLanguage: state.selectedLanguage,
        isMuted: state.isMuted,
        isRelaxed: state.isRelaxed,
        isCodeHidden: state.isCodeHidden,
        hasSeenHowToPlay: state.hasSeenHowToPlay,
      }),
      migrate: (persisted, version) => migratePersistedSettings(persisted, version),
    },
  ),
);
