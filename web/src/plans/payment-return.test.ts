import { hasPlanLanded, readPaymentReturn, searchWithoutPaymentReturn } from './payment-return';
import { userWith } from './plan-fixtures';

describe('readPaymentReturn', () => {
  it("reads Stripe's success and cancel addresses", () => {
    expect(readPaymentReturn('?payment=success&plan=wordsmith')).toEqual({
      kind: 'success',
      plan: 'wordsmith',
    });
    expect(readPaymentReturn('?plan=lexivestor&payment=success')).toEqual({
      kind: 'success',
      plan: 'lexivestor',
    });
    expect(readPaymentReturn('?payment=cancelled')).toEqual({ kind: 'cancelled' });
  });

  it('has nothing to say without a payment parameter', () => {
    expect(readPaymentReturn('')).toEqual({ kind: 'none' });
    expect(readPaymentReturn('?plan=wordsmith')).toEqual({ kind: 'none' });
  });

  it('treats an unknown value, or a success without a plan that is sold, as unknown', () => {
    for (const search of ['?payment=paid', '?payment=success', '?payment=success&plan=admin', '?payment=']) {
      expect(readPaymentReturn(search)).toEqual({ kind: 'unknown' });
    }
  });
});

it('removes the return parameters and keeps the rest', () => {
  expect(searchWithoutPaymentReturn('?payment=success&plan=wordsmith')).toBe('');
  expect(searchWithoutPaymentReturn('?utm=mail&payment=cancelled')).toBe('?utm=mail');
  expect(searchWithoutPaymentReturn('')).toBe('');
});

describe('hasPlanLanded', () => {
  it('sees wordsmith in the plan badge or the role', () => {
    expect(hasPlanLanded(userWith([]), 'wordsmith')).toBe(false);
    expect(hasPlanLanded(userWith(['lexivestor']), 'wordsmith')).toBe(false);
    expect(hasPlanLanded(userWith(['wordsmith']), 'wordsmith')).toBe(true);
    expect(hasPlanLanded({ ...userWith([]), isWordsmith: true }, 'wordsmith')).toBe(true);
  });

  it('sees lexivestor only in its role, whatever the badge says', () => {
    expect(hasPlanLanded(userWith(['wordsmith']), 'lexivestor')).toBe(false);
    expect(hasPlanLanded(userWith(['wordsmith', 'lexivestor']), 'lexivestor')).toBe(true);
  });
});
