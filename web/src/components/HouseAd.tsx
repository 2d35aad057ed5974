import { navigate } from '../app/router';

/** Asked before an ad takes a player out of a running game (issue 10): the game would end. */
export const LEAVE_GAME_QUESTION = 'Leave this game to see the plans? The game you are playing will end.';

/**
 * Our own ad (DESIGN gaps: a house ad 'Remove ads' when no ad client is configured, so no third-party
 * script is ever loaded). AdSlot decides who sees an ad at all. `isInGame`: shown during a round, where
 * following the link ends the game, so the player is asked first.
 */
export function HouseAd({ isInGame = false }: { isInGame?: boolean }) {
  return (
    <aside className="house-ad" data-testid="house-ad" aria-label="Advertisement">
      <span className="house-ad-label">Ad</span>
      <p>Enjoy Bluffle without interruptions.</p>
      <a
        className="house-ad-link"
        href="/subscription"
        data-testid="house-ad-link"
        onClick={(event) => {
          event.preventDefault();
          if (isInGame && !window.confirm(LEAVE_GAME_QUESTION)) return;
          navigate('/subscription');
        }}
      >
        Remove ads
      </a>
    </aside>
  );
}
