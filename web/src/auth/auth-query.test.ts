import { authFeedbackFor } from './auth-error-message';
import { readAuthQuery } from './auth-query';

describe('readAuthQuery (docs/product.md §4 On page load)', () => {
  it('leaves a query without sign-in parameters alone', () => {
    expect(readAuthQuery('?challenge=ABCD2345')).toEqual({
      failure: null,
      search: '?challenge=ABCD2345',
      hasChanged: false,
    });
    expect(readAuthQuery('')).toEqual({ failure: null, search: '', hasChanged: false });
  });

  it('reads an error code with its provider and removes both', () => {
    const query = readAuthQuery('?error=configuration-not-found&provider=facebook&session=WXYZ6789');
    expect(query.failure).toEqual({ code: 'configuration-not-found', provider: 'facebook' });
    expect(query.search).toBe('?session=WXYZ6789');
    expect(query.hasChanged).toBe(true);
    expect(authFeedbackFor(query.failure ?? { code: '' })?.message).toBe(
      'Facebook login is not configured yet. Please use Google sign-in instead.',
    );
  });

  it('never shows free text from the address bar', () => {
    const query = readAuthQuery('?error=Call%20555-0100%20to%20unlock');
    expect(query.search).toBe('');
    expect(authFeedbackFor(query.failure ?? { code: '' })?.message).toBe(
      'Authentication failed. Please try again.',
    );
  });

  it('removes a user parameter without signing anybody in', () => {
    expect(readAuthQuery('?user=%7B%22id%22%3A%22admin%22%7D')).toEqual({
      failure: null,
      search: '',
      hasChanged: true,
    });
  });

  it('cleans payment=cancelled but leaves payment=success for the subscription step', () => {
    expect(readAuthQuery('?payment=cancelled')).toMatchObject({ search: '', hasChanged: true });
    expect(readAuthQuery('?payment=success&plan=wordsmith')).toMatchObject({
      search: '?payment=success&plan=wordsmith',
      hasChanged: false,
    });
  });

  it('leaves payment=cancelled to the subscription page, which says what it means and cleans it', () => {
    expect(readAuthQuery('?payment=cancelled', { isPaymentReturnPage: true })).toEqual({
      failure: null,
      search: '?payment=cancelled',
      hasChanged: false,
    });
    // Sign-in leftovers are still removed there.
    expect(readAuthQuery('?user=x&payment=cancelled', { isPaymentReturnPage: true })).toMatchObject({
      search: '?payment=cancelled',
      hasChanged: true,
    });
  });
});
