import { navigate } from '../app/router';

/**
 * The ad slot shown to guests (DESIGN gaps: a house ad 'Remove ads' when no ad client is configured, so no
 * third-party script is ever loaded here).
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
