import { PLANS, PLAN_IDS, isPaidPlanId, planPriceLabel } from './plans';

describe('plans', () => {
  it('prices the plans as spec §9 does, with a trial only on the monthly plan', () => {
    expect(PLANS.bluffling).toMatchObject({ priceCents: 0, isMonthly: false, trialDays: 0 });
    expect(PLANS.lexivestor).toMatchObject({ priceCents: 499, isMonthly: false, trialDays: 0 });
    expect(PLANS.wordsmith).toMatchObject({ priceCents: 399, isMonthly: true, trialDays: 7 });
  });

  it('never lists admin, and never promises the one-time plan a trial', () => {
    expect(PLAN_IDS).not.toContain('admin');
    const lexivestorText = [PLANS.lexivestor.summary, ...PLANS.lexivestor.features].join(' ');
    expect(lexivestorText).not.toMatch(/free trial/i);
  });

  it('tells paid plans from the free one and unknown names', () => {
    expect(isPaidPlanId('wordsmith')).toBe(true);
    expect(isPaidPlanId('lexivestor')).toBe(true);
    expect(isPaidPlanId('bluffling')).toBe(false);
    expect(isPaidPlanId('admin')).toBe(false);
  });

  it('labels prices the way the cards show them', () => {
    expect(planPriceLabel(PLANS.bluffling)).toBe('Free');
    expect(planPriceLabel(PLANS.lexivestor)).toBe('$4.99 once');
    expect(planPriceLabel(PLANS.wordsmith)).toBe('$3.99 / month');
  });
});
