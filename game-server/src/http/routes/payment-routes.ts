import { PAYMENT_ROUTES } from '@bluffle/shared-schema';
import type { Router } from 'express';
import '../../auth/express-user';
import { publicOriginOf } from '../../auth/public-origin';
import type { PaymentServices } from '../../services/payments/payment-services';
import { checkPayloadUserId, signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { webhookBody } from '../json-body';

/**
 * Plans and payments (docs/product.md §7 create-checkout-session). Who may call each is declared in its
 * contract (PAYMENT_ROUTES). The customer is always the signed-in user (docs/design.md decision 5): a payload
 * userId must be theirs and its e-mail is never used. Stripe's return URLs are built on the public origin,
 * never on the request's Host. The webhook reads its raw body and is authenticated by its signature alone.
 */
export function paymentRoutes(payments: PaymentServices, publicOrigin: string | undefined): Router {
  const routes = declaredRouter('/api');

  routes.on(PAYMENT_ROUTES.status, async (_input, request, response) => {
    response.json(await payments.status(request.user?.id ?? null));
  });

  routes.on(PAYMENT_ROUTES.createCheckoutSession, async ({ body }, request, response) => {
    checkPayloadUserId(request.user, body.userId);
    const origin = publicOriginOf(request, publicOrigin);
    response.json(await payments.createCheckoutSession(signedInUser(request), body.subscriptionType, origin));
  });

  // No payload: the subscription is the signed-in user's own (a call without a body is the same as {}).
  routes.on(
    PAYMENT_ROUTES.cancelSubscription,
    { absentBodyIsEmpty: true },
    async (_input, request, response) => {
      response.json(await payments.cancelSubscription(signedInUser(request).id));
    },
  );

  routes.on(
    PAYMENT_ROUTES.resumeSubscription,
    { absentBodyIsEmpty: true },
    async (_input, request, response) => {
      response.json(await payments.resumeSubscription(signedInUser(request).id));
    },
  );

  routes.on(PAYMENT_ROUTES.billingPortal, { absentBodyIsEmpty: true }, async (_input, request, response) => {
    const origin = publicOriginOf(request, publicOrigin);
    response.json(await payments.billingPortal(signedInUser(request).id, origin));
  });

  routes.on(PAYMENT_ROUTES.webhook, { before: [webhookBody()] }, async (_input, request, response) => {
    response.json(await payments.receiveWebhook(request.body, request.headers['stripe-signature']));
  });

  return routes.router;
}
