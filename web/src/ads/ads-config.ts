import type { AdsConfigResponse } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';

// Which ads this server shows (GET /api/ads; docs/product.md §9 Ads): the ad network's ids when the operator set
// ADSENSE_CLIENT and ADSENSE_SLOT, else none and the house ad. Asked once per page.

export interface AdsConfigState {
  status: 'idle' | 'loading' | 'ready';
  adsense: AdsConfigResponse['adsense'];
}

export type AdsConfigStore = StoreApi<AdsConfigState>;

export function createAdsConfigStore(): AdsConfigStore {
  return createStore<AdsConfigState>()(() => ({ status: 'idle', adsense: null }));
}

export const adsConfigStore = createAdsConfigStore();

/**
 * Asks once. A server that cannot say gets the house ad: no third-party script is ever loaded on a guess.
 */
export function createAdsConfigLoader(
  api: { ads(): Promise<AdsConfigResponse> },
  store: AdsConfigStore,
  log: (message: string, error?: unknown) => void,
) {
  return async function loadAdsConfig(): Promise<void> {
    if (store.getState().status !== 'idle') return;
    store.setState({ status: 'loading' });
    try {
      const { adsense } = await api.ads();
      store.setState({ status: 'ready', adsense });
    } catch (error) {
      log('Failed to read the ads configuration', error);
      store.setState({ status: 'ready', adsense: null });
    }
  };
}
