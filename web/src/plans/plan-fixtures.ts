import {
  PLAN_IDS,
  PLANS,
  roleFlags,
  planOf,
  type PaymentsStatusResponse,
  type SubscriptionView,
  type UserRole,
  type UserView,
} from '@bluffle/shared-schema';

// Users and status answers for the plans unit tests, shaped as the server sends them.

export function userWith(roles: UserRole[], id = 'local:ada'): UserView {
  return {
    id,
    username: 'ada',
    email: 'ada@example.test',
    provider: 'local',
    avatar: null,
    ...roleFlags(roles),
    subscription: planOf({ roles }),
    subscriptionExpires: null,
    roles,
  };
}

export function runningSubscription(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    status: 'active',
    currentPeriodEnd: '2030-02-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    trialEnd: null,
    ...overrides,
  };
}

export function statusWith(overrides: Partial<PaymentsStatusResponse> = {}): PaymentsStatusResponse {
  return {
    isEnabled: true,
    plans: PLAN_IDS.map((id) => PLANS[id]),
    subscription: null,
    canManageBilling: false,
    ...overrides,
  };
}
