import {
  PAYMENT_PATHS,
  createCheckoutSessionBodySchema,
  subscriptionChangeBodySchema,
} from '@bluffle/shared-schema';
import type { Router } from 'express';
import '../../auth/express-user';
import { publicOriginOf } from '../../auth/public-origin';
import type { PaymentServices } from '../../services/payments/payment-services';
import { checkPayloadUserId, signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { underApi } from '../api-path';
import { PAYMENT_WEBHOOK_PATH, webhookBody } from '../json-body';
import { parse } from '../parse';

/**
 * Plans and payments (docs/product.md §7 create-checkout-session). Who may call each is declared in
 * access/route-table.ts. The customer is always the signed-in user (docs/design.md decision 5): a payload userId
 * must be theirs and its e-mail is never used. Stripe's return URLs are built on the public origin, never
 * on the request's Host. The webhook reads its raw body and is authenticated by its signature alone.
 */
export function paymentRoutes(payments: PaymentServices, publicOrigin: string | undefined): Router {
  const routes = declaredRouter('/api');

  routes.get(underApi(PAYMENT_PATHS.status), async (request, response) => {
    response.json(await payments.status(request.user?.id ?? null));
  });

  routes.post(underApi(PAYMENT_PATHS.createCheckoutSession), async (request, response) => {
    const body = parse(createCheckoutSessionBodySchema, request.body);
    checkPayloadUserId(request.user, body.userId);
    const origin = publicOriginOf(request, publicOrigin);
    response.json(await payments.createCheckoutSession(signedInUser(request), body.subscriptionType, origin));
  });

  // No payload: the subscription is the signed-in user's own (a call without a body is the same as {}).
  routes.post(underApi(PAYMENT_PATHS.cancelSubscription), async (request, response) => {
    parse(subscriptionChangeBodySchema, request.body ?? {});
    response.json(await payments.cancelSubscription(signedInUser(request).id));
  });

  routes.post(underApi(PAYMENT_PATHS.resumeSubscription), async (request, response) => {
    parse(subscriptionChangeBodySchema, request.body ?? {});
    response.json(await payments.resumeSubscription(signedInUser(request).id));
  });

  routes.post(underApi(PAYMENT_PATHS.billingPortal), async (request, response) => {
    parse(subscriptionChangeBodySchema, request.body ?? {});
    const origin = publicOriginOf(request, publicOrigin);
    response.json(await payments.billingPortal(signedInUser(request).id, origin));
  });

  routes.post(PAYMENT_WEBHOOK_PATH, webhookBody(), async (request, response) => {
    response.json(await payments.receiveWebhook(request.body, request.headers['stripe-signature']));
  });

  return routes.router;
}
