import { isWordsmithPaidAt, rolesInForce, subscriptionExpiresAt } from './entitlements';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const LATER = '2026-12-01T12:00:00.000Z';
const EARLIER = '2026-11-24T11:59:59.999Z';

describe('entitlements', () => {
  it('gives wordsmith while a paid subscription runs, and takes it back at its end', () => {
    const paid = { roles: [], wordsmithUntil: LATER };
    expect(rolesInForce(paid, NOW)).toEqual(['wordsmith']);
    expect(rolesInForce(paid, Date.parse(LATER) - 1)).toEqual(['wordsmith']);
    expect(rolesInForce(paid, Date.parse(LATER))).toEqual([]);
    expect(isWordsmithPaidAt({ roles: [], wordsmithUntil: EARLIER }, NOW)).toBe(false);
  });

  it('keeps granted roles for good, in the order roles are named', () => {
    expect(rolesInForce({ roles: ['lexivestor', 'admin'] }, NOW)).toEqual(['admin', 'lexivestor']);
    expect(rolesInForce({ roles: ['lexivestor'], wordsmithUntil: LATER }, NOW)).toEqual([
      'wordsmith',
      'lexivestor',
    ]);
    expect(rolesInForce({ roles: ['wordsmith'], wordsmithUntil: EARLIER }, NOW)).toEqual(['wordsmith']);
  });

  it('treats a missing or unreadable end as no subscription', () => {
    expect(rolesInForce({ roles: [], wordsmithUntil: null }, NOW)).toEqual([]);
    expect(rolesInForce({ roles: [], wordsmithUntil: 'not a date' }, NOW)).toEqual([]);
  });

  it('says when the plan shown ends only for a paid wordsmith subscription', () => {
    expect(subscriptionExpiresAt({ roles: [], wordsmithUntil: LATER }, NOW)).toBe(LATER);
    expect(subscriptionExpiresAt({ roles: [], wordsmithUntil: EARLIER }, NOW)).toBeNull();
    expect(subscriptionExpiresAt({ roles: ['wordsmith'], wordsmithUntil: LATER }, NOW)).toBeNull();
    expect(subscriptionExpiresAt({ roles: ['admin'], wordsmithUntil: LATER }, NOW)).toBeNull();
    expect(subscriptionExpiresAt({ roles: ['lexivestor'] }, NOW)).toBeNull();
  });
});
