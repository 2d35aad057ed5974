import { ERROR_CODES, PAYMENT_MESSAGES, type SubscriptionState, type UserRole } from '@bluffle/shared-schema';
import { ConflictError } from '../../errors';
import { checkPlanCanBeBought } from './plan-guards';

function subscription(status: string): SubscriptionState {
  return {
    id: 'sub_1',
    status,
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    trialEnd: null,
  };
}

/** The message of the 409 the guards refuse with, or null when the plan may be bought. */
function refusal(
  roles: UserRole[],
  plan: 'wordsmith' | 'lexivestor',
  subscriptions: SubscriptionState[] = [],
) {
  try {
    checkPlanCanBeBought({ roles }, plan, subscriptions);
    return null;
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    expect(error.code).toBe(ERROR_CODES.planAlreadyHeld);
    return error.message;
  }
}

describe('checkPlanCanBeBought', () => {
  it('lets a bluffling buy either plan, and a lexivestor upgrade to wordsmith', () => {
    expect(refusal([], 'wordsmith')).toBeNull();
    expect(refusal([], 'lexivestor')).toBeNull();
    expect(refusal(['lexivestor'], 'wordsmith')).toBeNull();
  });

  it('refuses an admin anything', () => {
    expect(refusal(['admin'], 'wordsmith')).toBe(PAYMENT_MESSAGES.adminHasEverything);
    expect(refusal(['admin'], 'lexivestor')).toBe(PAYMENT_MESSAGES.adminHasEverything);
  });

  it('refuses the plan in force, and lexivestor while wordsmith is', () => {
    expect(refusal(['wordsmith'], 'wordsmith')).toBe(PAYMENT_MESSAGES.alreadyOnPlan);
    expect(refusal(['lexivestor'], 'lexivestor')).toBe(PAYMENT_MESSAGES.alreadyOnPlan);
    expect(refusal(['wordsmith'], 'lexivestor')).toBe(PAYMENT_MESSAGES.wordsmithCoversLexivestor);
  });

  it('refuses a second subscription while Stripe still runs or retries one', () => {
    expect(refusal([], 'wordsmith', [subscription('active')])).toBe(PAYMENT_MESSAGES.alreadyOnPlan);
    expect(refusal([], 'wordsmith', [subscription('past_due')])).toBe(PAYMENT_MESSAGES.subscriptionPastDue);
    expect(refusal([], 'wordsmith', [subscription('canceled')])).toBeNull();
    expect(refusal([], 'lexivestor', [subscription('past_due')])).toBeNull();
  });
});
