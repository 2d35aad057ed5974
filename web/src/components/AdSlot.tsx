import { canSeeAds } from '@bluffle/shared-schema';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { adsConfigStore } from '../ads/ads-config';
import { ensureAdsenseScript, requestAd } from '../ads/adsense-script';
import { useMessages } from '../state/use-messages';
import { loadAdsConfig } from '../controllers/ads-controller';
import { authStore } from '../state/auth-store';
import { HouseAd } from './HouseAd';

export type AdPlacement = 'home' | 'game' | 'results';

/**
 * One ad placement (docs/product.md §2: home, game, results; §6: guests and users without lexivestor, wordsmith or
 * admin see ads). With ADSENSE_CLIENT and ADSENSE_SLOT set on the server, an AdSense unit; without, the
 * house ad and no third-party script (docs/design.md (gaps closed) 'ads'). The slot keeps a fixed height and sits below the
 * controls, so an ad arriving late never moves or covers them during a round.
 */
export function AdSlot({ placement }: { placement: AdPlacement }) {
  const user = useStore(authStore, (state) => state.user);
  const authStatus = useStore(authStore, (state) => state.status);
  const config = useStore(adsConfigStore);
  const isShown = authStatus !== 'loading' && canSeeAds(user);

  useEffect(() => {
    if (isShown) void loadAdsConfig();
  }, [isShown]);

  if (!isShown) return null;
  return (
    <div className={`ad-slot ad-slot-${placement}`} data-testid={`ad-slot-${placement}`}>
      {config.status !== 'ready' ? null : config.adsense === null ? (
        <HouseAd isInGame={placement === 'game'} />
      ) : (
        <AdsenseUnit client={config.adsense.client} slot={config.adsense.slot} />
      )}
    </div>
  );
}

function AdsenseUnit({ client, slot }: { client: string; slot: string }) {
  const { ads } = useMessages();
  const unit = useRef<HTMLModElement>(null);

  useEffect(() => {
    ensureAdsenseScript(document, client);
    // A unit is filled once; React's development double effect must not ask twice for the same element.
    if (unit.current?.dataset.adRequested === undefined) {
      if (unit.current) unit.current.dataset.adRequested = 'yes';
      requestAd(window as unknown as { adsbygoogle?: { push(request: object): unknown } });
    }
  }, [client]);

  return (
    <aside className="ad-network" aria-label={ads.advertisement} data-testid="adsense-ad">
      <ins
        ref={unit}
        className="adsbygoogle"
        style={{ display: 'block' }}
        data-ad-client={client}
        data-ad-slot={slot}
        data-ad-format="horizontal"
        data-full-width-responsive="true"
      />
    </aside>
  );
}
