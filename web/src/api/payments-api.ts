import {
  PAYMENT_PATHS,
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
    status: () => http.request<PaymentsStatusResponse>(PAYMENT_PATHS.status),
    createCheckoutSession: ({ plan, userId, userEmail }) =>
      http.request<CreateCheckoutSessionResponse>(PAYMENT_PATHS.createCheckoutSession, {
        method: 'POST',
        body: { subscriptionType: plan, userId, userEmail },
      }),
    cancelSubscription: () =>
      http.request<PaymentsStatusResponse>(PAYMENT_PATHS.cancelSubscription, { method: 'POST', body: {} }),
    resumeSubscription: () =>
      http.request<PaymentsStatusResponse>(PAYMENT_PATHS.resumeSubscription, { method: 'POST', body: {} }),
    billingPortal: () =>
      http.request<BillingPortalResponse>(PAYMENT_PATHS.billingPortal, { method: 'POST', body: {} }),
    dailyGames: (userId) =>
      http.request<DailyGamesResponse>(`/api/users/${encodeURIComponent(userId)}/daily-games`),
    ads: () => http.request<AdsConfigResponse>(PAYMENT_PATHS.ads),
  };
}

export const paymentsApi = createPaymentsApi();
