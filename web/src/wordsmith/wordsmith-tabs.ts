import { createStore } from 'zustand/vanilla';

/** The Wordsmith page's tabs (docs/product.md §4: create, create-session, sessions). */
export const WORDSMITH_TABS = ['create', 'create-session', 'sessions'] as const;
export type WordsmithTab = (typeof WORDSMITH_TABS)[number];

/** The tab a keyboard arrow moves to (WAI-ARIA tabs: wraps at both ends). */
export function neighbourTab(tab: WordsmithTab, step: 1 | -1): WordsmithTab {
  const index = WORDSMITH_TABS.indexOf(tab);
  return WORDSMITH_TABS[(index + step + WORDSMITH_TABS.length) % WORDSMITH_TABS.length]!;
}

export const wordsmithTabStore = createStore<{ tab: WordsmithTab }>()(() => ({ tab: 'create' }));
