import { PAYMENT_RETURN_QUERY } from '@bluffle/shared-schema';
import type { AuthFailureLike } from './auth-error-message';

/** What the page-load query says about sign-in, and the query to show once that is handled. */
export interface AuthQuery {
  /** `?error=` from a sign-in redirect: shown with its mapped message (docs/product.md §4 'On page load'). */
  failure: AuthFailureLike | null;
  /** The query without the parameters handled here, with its '?' (or '' when nothing is left). */
  search: string;
  hasChanged: boolean;
}

export interface AuthQueryOptions {
  /**
   * The page is /subscription, whose payment-return handler says what payment=cancelled means and then
   * cleans it (plans/confirm-payment.ts); anywhere else it has no reader, so it is only removed here.
   */
  isPaymentReturnPage?: boolean;
}

/**
 * docs/product.md §4 'On page load': an error parameter is shown and the URL cleaned; a `user` parameter signs nobody
 * in (docs/design.md decision 5: identity comes from the session), it is only removed; payment=cancelled only
 * cleans the URL, except on the subscription page, which reads it. Other parameters (challenge, session,
 * payment=success) are left for their owners.
 */
export function readAuthQuery(
  search: string,
  { isPaymentReturnPage = false }: AuthQueryOptions = {},
): AuthQuery {
  const query = new URLSearchParams(search);
  const code = query.get('error');
  const provider = query.get('provider');
  let hasChanged = false;
  const drop = (name: string) => {
    if (query.has(name)) {
      query.delete(name);
      hasChanged = true;
    }
  };
  if (code !== null) {
    drop('error');
    drop('provider');
  }
  drop('user');
  if (!isPaymentReturnPage && query.get(PAYMENT_RETURN_QUERY.name) === PAYMENT_RETURN_QUERY.cancelled) {
    drop(PAYMENT_RETURN_QUERY.name);
  }
  const rest = query.toString();
  return {
    // Only the code is read, never free text from the address bar: a link cannot make the page say
    // whatever it likes. Unknown codes show the generic failure.
    failure: code === null ? null : { code: code.trim() || 'authentication-failed', provider },
    search: rest ? `?${rest}` : '',
    hasChanged,
  };
}
