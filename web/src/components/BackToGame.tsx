import { navigate } from '../controllers/router';
import { useMessages } from '../state/use-messages';

/** The way back to the game from a page of its own (admin, wordsmith, subscription). */
export function BackToGame() {
  const { chrome } = useMessages();
  return (
    <button
      type="button"
      className="button button-ghost"
      data-testid="back-to-game"
      onClick={() => navigate('/')}
    >
      {chrome.backToGame}
    </button>
  );
}
