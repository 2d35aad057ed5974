import { navigate } from '../app/router';

/** The way back to the game from a page of its own (admin, wordsmith, subscription). */
export function BackToGame() {
  return (
    <button
      type="button"
      className="button button-ghost"
      data-testid="back-to-game"
      onClick={() => navigate('/')}
    >
      Back to Game
    </button>
  );
}
