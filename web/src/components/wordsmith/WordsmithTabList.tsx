import { useRef, type KeyboardEvent } from 'react';
import { useMessages } from '../../state/use-messages';
import { neighbourTab, WORDSMITH_TABS, type WordsmithTab } from '../../wordsmith/wordsmith-tabs';

export const tabId = (tab: WordsmithTab) => `wordsmith-tab-${tab}`;
export const tabPanelId = (tab: WordsmithTab) => `wordsmith-panel-${tab}`;

interface WordsmithTabListProps {
  current: WordsmithTab;
  /** Extra text per tab, e.g. the session tab's '(3/5)'. */
  badges: Partial<Record<WordsmithTab, string>>;
  onSelect: (tab: WordsmithTab) => void;
}

/** The page's three tabs (docs/product.md §2), keyboard operable as WAI-ARIA tabs: arrows, Home and End move between them. */
export function WordsmithTabList({ current, badges, onSelect }: WordsmithTabListProps) {
  const { wordsmith } = useMessages();
  const buttons = useRef<Partial<Record<WordsmithTab, HTMLButtonElement | null>>>({});

  const moveTo = (tab: WordsmithTab) => {
    onSelect(tab);
    buttons.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target: Record<string, WordsmithTab> = {
      ArrowRight: neighbourTab(current, 1),
      ArrowLeft: neighbourTab(current, -1),
      Home: WORDSMITH_TABS[0],
      End: WORDSMITH_TABS[WORDSMITH_TABS.length - 1]!,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div className="wordsmith-tabs" role="tablist" aria-label={wordsmith.tabListLabel}>
      {WORDSMITH_TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          className="wordsmith-tab"
          data-testid={`tab-${tab}`}
          aria-selected={tab === current}
          aria-controls={tabPanelId(tab)}
          tabIndex={tab === current ? 0 : -1}
          onKeyDown={onKeyDown}
          onClick={() => onSelect(tab)}
        >
          {wordsmith.tabs[tab]}
          {badges[tab] && <span className="wordsmith-tab-badge"> ({badges[tab]})</span>}
        </button>
      ))}
    </div>
  );
}
