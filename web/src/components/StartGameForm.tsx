import { canStartWithName } from '@bluffle/shared-schema';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { gameFlow } from '../controllers/game-controller';
import { useMessages } from '../state/use-messages';
import { sessionStore } from '../state/session-store';
import { LanguageSelect } from './LanguageSelect';
import { RelaxedToggle } from './RelaxedToggle';

/**
 * Both main menus' start form (docs/product.md §2 Main menu): language, 'Relaxed (no timer)' (; it applies to
 * the daily five and challenges too) and Start Game, which needs a usable player name
 * (docs/product.md §5 Player name). The guest menu puts its name field in front as `children`. `isOutOfGames`: the
 * signed-in player has used today's games, which the menu explains beside the form.
 */
export function StartGameForm({
  children,
  isOutOfGames = false,
}: {
  children?: ReactNode;
  isOutOfGames?: boolean;
}) {
  const { start } = useMessages();
  const playerName = useStore(sessionStore, (state) => state.playerName);
  const canStart = canStartWithName(playerName) && !isOutOfGames;

  return (
    <form
      className="menu-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (canStart) void gameFlow.startSoloGame();
      }}
    >
      {children}
      <LanguageSelect />
      <RelaxedToggle />
      <button
        type="submit"
        className="button button-primary button-large"
        data-testid="start-game"
        disabled={!canStart}
      >
        {start.startGame}
      </button>
    </form>
  );
}
