import {
  PAYMENT_ROUTES,
  USER_ROUTES,
  type AdsConfigResponse,
  type BillingPortalResponse,
  type CreateCheckoutSessionResponse,
  type DailyGamesResponse,
  type PaidPlanId,
  type PaymentsStatusResponse,
} from '@bluffle/shared-schema';
import { httpClient, type HttpClient } from './http-client';

/**
 * Plans, payments, ads and the daily limit (docs/product.md §7 create-checkout-session). The server decides
 * every plan from Stripe's verified webhook; these calls only ask, start a checkout or change the renewal.
 */
export interface PaymentsApi {
  status(): Promise<PaymentsStatusResponse>;
  /** docs/product.md §7: the plan plus the userId and userEmail its client sent; the server bills the signed-in user. */
  createCheckoutSession(input: {
    plan: PaidPlanId;
    userId: string;
    userEmail: string | null;
  }): Promise<CreateCheckoutSessionResponse>;
  cancelSubscription(): Promise<PaymentsStatusResponse>;
  resumeSubscription(): Promise<PaymentsStatusResponse>;
  billingPortal(): Promise<BillingPortalResponse>;
  dailyGames(userId: string): Promise<DailyGamesResponse>;
  ads(): Promise<AdsConfigResponse>;
}

export function createPaymentsApi(http: HttpClient = httpClient): PaymentsApi {
  return {
    status: () => http.request<PaymentsStatusResponse>(PAYMENT_ROUTES.status.toPath()),
    createCheckoutSession: ({ plan, userId, userEmail }) =>
      http.request<CreateCheckoutSessionResponse>(PAYMENT_ROUTES.createCheckoutSession.toPath(), {
        method: 'POST',
        body: { subscriptionType: plan, userId, userEmail },
      }),
    cancelSubscription: () =>
      http.request<PaymentsStatusResponse>(PAYMENT_ROUTES.cancelSubscription.toPath(), {
        method: 'POST',
        body: {},
      }),
    resumeSubscription: () =>
      http.request<PaymentsStatusResponse>(PAYMENT_ROUTES.resumeSubscription.toPath(), {
        method: 'POST',
        body: {},
      }),
    billingPortal: () =>
      http.request<BillingPortalResponse>(PAYMENT_ROUTES.billingPortal.toPath(), {
        method: 'POST',
        body: {},
      }),
    dailyGames: (userId) => http.request<DailyGamesResponse>(USER_ROUTES.dailyGames.toPath({ userId })),
    ads: () => http.request<AdsConfigResponse>(PAYMENT_ROUTES.ads.toPath()),
  };
}

export const paymentsApi = createPaymentsApi();
