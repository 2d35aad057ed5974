import type { PlayedGameView } from '@bluffle/shared-schema';
import { useState } from 'react';
import { useStore } from 'zustand';
import { HTML_LANG } from '../../i18n/messages';
import { useMessages } from '../../state/use-messages';
import { settingsStore } from '../../state/settings-store';
import { SessionBoardPanel } from '../results/SessionBoardPanel';

const BOARD_ID = 'played-game-board';

/**
 * Each listed game's board (who else played those words, and how they did), one button per game in plain
 * sight: the numbers table is hidden until asked for, and a board is no number to look up.
 */
export function PlayedGameBoards({ games }: { games: PlayedGameView[] }) {
  const { progress } = useMessages();
  const language = useStore(settingsStore, (state) => state.selectedLanguage);
  const [openCode, setOpenCode] = useState<string | null>(null);
  const dates = new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="played-game-boards" data-testid="played-game-boards" aria-labelledby="boards-title">
      <h2 id="boards-title" className="section-title">
        {progress.stats.boardsTitle}
      </h2>
      <p className="muted">{progress.stats.boardsIntro}</p>
      <ul className="played-game-board-list">
        {games.map((game) => {
          const isOpen = openCode === game.sessionCode;
          return (
            <li key={game.sessionCode}>
              <button
                type="button"
                className="button button-ghost"
                data-testid="played-game-board"
                aria-expanded={isOpen}
                aria-controls={isOpen ? BOARD_ID : undefined}
                onClick={() => setOpenCode(isOpen ? null : game.sessionCode)}
              >
                {progress.kinds[game.kind]}, {dates.format(new Date(game.playedAt))}
              </button>
            </li>
          );
        })}
      </ul>
      {openCode !== null && (
        <div id={BOARD_ID}>
          <SessionBoardPanel sessionCode={openCode} />
        </div>
      )}
    </section>
  );
}
