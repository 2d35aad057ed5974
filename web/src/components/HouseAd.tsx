import { navigate } from '../controllers/router';
import { useMessages } from '../state/use-messages';

/**
 * Our own ad (docs/design.md (gaps closed): a house ad 'Remove ads' when no ad client is configured, so no third-party
 * script is ever loaded). AdSlot decides who sees an ad at all. `isInGame`: shown during a round, where
 * following the link ends the game, so the player is asked first.
 */
export function HouseAd({ isInGame = false }: { isInGame?: boolean }) {
  const { ads } = useMessages();
  return (
    <aside className="house-ad" data-testid="house-ad" aria-label={ads.advertisement}>
      <span className="house-ad-label">{ads.adLabel}</span>
      <p>{ads.houseAdText}</p>
      <a
        className="house-ad-link"
        href="/subscription"
        data-testid="house-ad-link"
        onClick={(event) => {
          event.preventDefault();
          // Asked before an ad takes a player out of a running game: the game would end.
          if (isInGame && !window.confirm(ads.leaveGameQuestion)) return;
          navigate('/subscription');
        }}
      >
        {ads.removeAds}
      </a>
    </aside>
  );
}
