import { createCheckoutSessionBodySchema, subscriptionChangeBodySchema } from '../payments';
import * as responses from './response-schemas';
import { defineRoute } from './route-contract';

// Plans and payments (docs/product.md §7; docs/design.md decision 12). The plans and whether payments work are
// public (guests see the cards); buying and billing are the signed-in user's own. The webhook is public
// by nature: Stripe calls it, and its signature (STRIPE_WEBHOOK_SECRET) is its only credential.
export const PAYMENT_ROUTES = {
  status: defineRoute({
    method: 'GET',
    path: '/api/payments/status',
    access: 'public',
    summary: 'The plans and whether payments work',
  }),
  createCheckoutSession: defineRoute({
    method: 'POST',
    path: '/api/payments/create-checkout-session',
    access: 'signed-in',
    summary: 'Starts a Stripe Checkout for a plan',
    body: createCheckoutSessionBodySchema,
    response: responses.createCheckoutSessionResponseSchema,
  }),
  cancelSubscription: defineRoute({
    method: 'POST',
    path: '/api/payments/cancel-subscription',
    access: 'signed-in',
    summary: 'Cancels the subscription at the period’s end',
    body: subscriptionChangeBodySchema,
  }),
  resumeSubscription: defineRoute({
    method: 'POST',
    path: '/api/payments/resume-subscription',
    access: 'signed-in',
    summary: 'Resumes a cancelled subscription',
    body: subscriptionChangeBodySchema,
  }),
  billingPortal: defineRoute({
    method: 'POST',
    path: '/api/payments/billing-portal',
    access: 'signed-in',
    summary: 'Opens Stripe’s billing portal',
    body: subscriptionChangeBodySchema,
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/api/payments/webhook',
    access: 'public',
    summary: 'Stripe’s webhook (signature-verified)',
  }),
  // Which ads to show (docs/product.md §9 Ads): the ad network's ids, or none for the house ad.
  ads: defineRoute({
    method: 'GET',
    path: '/api/ads',
    access: 'public',
    summary: 'The ad network’s ids, or null for the house ad',
  }),
} as const;

/** The paths as constants, for callers that name them. */
export const PAYMENT_PATHS = {
  status: PAYMENT_ROUTES.status.path,
  createCheckoutSession: PAYMENT_ROUTES.createCheckoutSession.path,
  cancelSubscription: PAYMENT_ROUTES.cancelSubscription.path,
  resumeSubscription: PAYMENT_ROUTES.resumeSubscription.path,
  billingPortal: PAYMENT_ROUTES.billingPortal.path,
  webhook: PAYMENT_ROUTES.webhook.path,
  ads: PAYMENT_ROUTES.ads.path,
} as const;
