import type { Banners as BannerState } from '../state/solo-game-store';
import { BoltIcon, FlameIcon } from './Icons';

/** Fast and streak banners (spec §4), for the round they praise; the icons are drawn, not emoji. */
export function Banners({ banners }: { banners: BannerState }) {
  return (
    <div className="banners" aria-live="polite">
      {banners.isFastVisible && (
        <div className="banner banner-fast" data-testid="fast-banner">
          <BoltIcon /> Fast answer! +1
        </div>
      )}
      {banners.streak && (
        <div className="banner banner-streak" data-testid="streak-banner">
          <FlameIcon /> {banners.streak.length} in a row! +{banners.streak.bonus} streak bonus
        </div>
      )}
    </div>
  );
}
