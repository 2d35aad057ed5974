import { PAYMENT_ROUTES, type AdsConfigResponse } from '@bluffle/shared-schema';
import type { Router } from 'express';
import type { PaymentsConfig } from '../../config/payments-config';
import { declaredRouter } from '../access/declared-router';

/**
 * GET /api/ads (docs/product.md §9 Ads): the ad network's ids from ADSENSE_CLIENT and ADSENSE_SLOT, or null for the
 * house ad. Who sees ads is the web app's call from the user's plan; the ids are no secret (every page
 * showing an ad carries them).
 */
export function adsRoutes(adsense: PaymentsConfig['adsense']): Router {
  const routes = declaredRouter('/api');
  const body: AdsConfigResponse = { adsense };

  routes.on(PAYMENT_ROUTES.ads, (_input, _request, response) => {
    response.json(body);
  });

  return routes.router;
}
