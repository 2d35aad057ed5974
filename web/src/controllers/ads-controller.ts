import { paymentsApi } from '../api/payments-api';
import { adsConfigStore, createAdsConfigLoader } from '../ads/ads-config';

/** The page's one ask for its ads configuration, made when the first ad slot shows. */
export const loadAdsConfig = createAdsConfigLoader(paymentsApi, adsConfigStore, (message, error) =>
  console.error(message, error),
);
