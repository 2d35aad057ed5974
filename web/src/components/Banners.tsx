import type { Banners as BannerState } from '../state/solo-game-store';

/** Fast and streak banners, each visible for 3 s (spec §4). */
export function Banners({ banners }: { banners: BannerState }) {
  return (
    <div className="banners" aria-live="polite">
      {banners.isFastVisible && (
        <div className="banner banner-fast" data-testid="fast-banner">
          ⚡ Fast answer! +1
        </div>
      )}
      {banners.streak && (
        <div className="banner banner-streak" data-testid="streak-banner">
          🔥 {banners.streak.length} in a row! +{banners.streak.bonus} streak bonus
        </div>
      )}
    </div>
  );
}
