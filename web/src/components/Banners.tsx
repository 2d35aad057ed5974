import { useMessages } from '../state/use-messages';
import type { Banners as BannerState } from '../state/solo-game-store';
import { BoltIcon, FlameIcon } from './Icons';

/** Fast and streak banners (docs/product.md §4), for the round they praise; the icons are drawn, not emoji. */
export function Banners({ banners }: { banners: BannerState }) {
  const { round } = useMessages();
  return (
    <div className="banners" aria-live="polite">
      {banners.isFastVisible && (
        <div className="banner banner-fast" data-testid="fast-banner">
          <BoltIcon /> {round.fastBanner}
        </div>
      )}
      {banners.streak && (
        <div className="banner banner-streak" data-testid="streak-banner">
          <FlameIcon /> {round.streakBanner(banners.streak)}
        </div>
      )}
    </div>
  );
}
