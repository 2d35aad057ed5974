import { createStore } from 'zustand/vanilla';

/** The Wordsmith page's tabs (spec §4: create, create-session, sessions). */
export const WORDSMITH_TABS = ['create', 'create-session', 'sessions'] as const;
export type WordsmithTab = (typeof WORDSMITH_TABS)[number];

export const WORDSMITH_TAB_LABELS: Record<WordsmithTab, string> = {
  create: 'Create-A-Bluff',
  'create-session': 'Build a session',
  sessions: 'My Bluffles',
};

/** The tab a keyboard arrow moves to (WAI-ARIA tabs: wraps at both ends). */
export function neighbourTab(tab: WordsmithTab, step: 1 | -1): WordsmithTab {
  const index = WORDSMITH_TABS.indexOf(tab);
  return WORDSMITH_TABS[(index + step + WORDSMITH_TABS.length) % WORDSMITH_TABS.length]!;
}

export const wordsmithTabStore = createStore<{ tab: WordsmithTab }>()(() => ({ tab: 'create' }));
