import { canSeeAds } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { navigate } from '../app/router';
import { authStore } from '../state/auth-store';

/**
 * The ad slot (DESIGN gaps: a house ad 'Remove ads' when no ad client is configured, so no third-party
 * script is ever loaded here). spec §6: ads show to guests and to users who are not lexivestor, wordsmith
 * or admin.
 */
export function HouseAd() {
  const user = useStore(authStore, (state) => state.user);
  if (!canSeeAds(user)) return null;
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
