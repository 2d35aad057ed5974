import { useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { playFacts } from '../game/play-facts';
import { useMessages } from '../state/use-messages';
import { settingsStore } from '../state/settings-store';

const FACTS = playFacts();

/**
 * 'How to play' on the menus: the rules in four lines. A first visit finds them open; 'Got it' closes them
 * for good in this browser, and the menu's button opens them again. They sit in the menu, not over it, so a
 * newcomer who would rather just play can start at once.
 */
export function HowToPlay() {
  const { howToPlay } = useMessages();
  const hasSeen = useStore(settingsStore, (state) => state.hasSeenHowToPlay);
  const [isOpenedByPlayer, setOpenedByPlayer] = useState(false);
  const isOpen = !hasSeen || isOpenedByPlayer;
  const panelId = useId();
  const titleId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const dismiss = () => {
    settingsStore.getState().markHowToPlaySeen();
    setOpenedByPlayer(false);
    // The panel's button goes with it: the focus goes back to the one that opens it again.
    toggle.current?.focus();
  };

  return (
    <div className="how-to-play">
      <button
        ref={toggle}
        type="button"
        className="link-button how-to-play-toggle"
        data-testid="how-to-play-open"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? dismiss() : setOpenedByPlayer(true))}
      >
        {howToPlay.open}
      </button>
      {isOpen && (
        <section
          id={panelId}
          className="how-to-play-panel"
          data-testid="how-to-play"
          aria-labelledby={titleId}
        >
          <h2 id={titleId} className="how-to-play-title">
            {howToPlay.title}
          </h2>
          <ul className="how-to-play-rules">
            <li>{howToPlay.call(FACTS)}</li>
            <li>{howToPlay.followup}</li>
            <li>{howToPlay.timer(FACTS)}</li>
            <li>{howToPlay.points(FACTS)}</li>
          </ul>
          <button
            type="button"
            className="button button-ghost how-to-play-dismiss"
            data-testid="how-to-play-dismiss"
            onClick={dismiss}
          >
            {howToPlay.dismiss}
          </button>
        </section>
      )}
    </div>
  );
}
