import { PLANS, PLAN_IDS, isPaidPlanId, planAmount } from './plans';

describe('plans', () => {
  it('prices the plans as docs/product.md §9 does, with a trial only on the monthly plan', () => {
    expect(PLANS.bluffling).toMatchObject({ priceCents: 0, isMonthly: false, trialDays: 0 });
    expect(PLANS.lexivestor).toMatchObject({ priceCents: 499, isMonthly: false, trialDays: 0 });
    expect(PLANS.wordsmith).toMatchObject({ priceCents: 399, isMonthly: true, trialDays: 7 });
  });

  it('never lists admin', () => {
    expect(PLAN_IDS).not.toContain('admin');
  });

  it('tells paid plans from the free one and unknown names', () => {
    expect(isPaidPlanId('wordsmith')).toBe(true);
    expect(isPaidPlanId('lexivestor')).toBe(true);
    expect(isPaidPlanId('bluffling')).toBe(false);
    expect(isPaidPlanId('admin')).toBe(false);
  });

  it('writes the amount in dollars and cents', () => {
    expect(planAmount(PLANS.lexivestor)).toBe('$4.99');
    expect(planAmount(PLANS.wordsmith)).toBe('$3.99');
    expect(planAmount({ priceCents: 1000 })).toBe('$10.00');
  });
});
