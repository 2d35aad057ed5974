import { navigate } from '../app/router';

/**
 * Our own ad (DESIGN gaps: a house ad 'Remove ads' when no ad client is configured, so no third-party
 * script is ever loaded). AdSlot decides who sees an ad at all.
 */
export function HouseAd() {
  return (
    <aside className="house-ad" data-testid="house-ad" aria-label="Advertisement">
      <span className="house-ad-label">Ad</span>
      <p>Enjoy Bluffle without interruptions.</p>
      <a
        className="house-ad-link"
        href="/subscription"
        onClick={(event) => {
          event.preventDefault();
          navigate('/subscription');
        }}
      >
        Remove ads
      </a>
    </aside>
  );
}
