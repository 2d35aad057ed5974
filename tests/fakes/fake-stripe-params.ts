import type { CheckoutMode, FakeLineItem, FakePrice, Metadata } from './fake-stripe-objects';
import { StripeApiError, type FakeStripeState } from './fake-stripe-state';

// Reading Stripe's form-encoded parameters (bracket keys nested by express.urlencoded({ extended: true }),
// every scalar a string) the way Stripe checks them, so a wrong call from the server fails as it would there.

export type Body = Record<string, unknown>;

export function text(body: Body, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

export function required(body: Body, key: string): string {
  const value = text(body, key);
  if (value === undefined || value === '') {
    throw new StripeApiError(400, `Missing required param: ${key}.`, 'parameter_missing', key);
  }
  return value;
}

export function wholeNumber(value: unknown, param: string): number {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw new StripeApiError(400, `Invalid integer: ${String(value)}`, 'parameter_invalid_integer', param);
  }
  return Number(value);
}

export function metadataOf(value: unknown, param: string): Metadata {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new StripeApiError(400, `Invalid object: ${param}`, 'parameter_invalid', param);
  }
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, entry] of entries) {
    if (typeof entry !== 'string') {
      throw new StripeApiError(
        400,
        `Metadata values must be strings (${param}[${key}])`,
        'parameter_invalid',
        param,
      );
    }
  }
  return Object.fromEntries(entries) as Metadata;
}

export function booleanOf(value: unknown, param: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new StripeApiError(400, `Invalid boolean: ${String(value)}`, 'parameter_invalid_boolean', param);
}

/** `line_items[i]`: a price id, or inline `price_data` (currency, unit_amount, product_data[name], recurring). */
export function lineItemsOf(state: FakeStripeState, value: unknown, mode: CheckoutMode): FakeLineItem[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new StripeApiError(400, 'Missing required param: line_items.', 'parameter_missing', 'line_items');
  }
  return value.map((raw: Body, index) => {
    const param = `line_items[${index}]`;
    const quantity = wholeNumber(raw.quantity, `${param}[quantity]`);
    let price: FakePrice;
    if (typeof raw.price === 'string') {
      price = state.price(raw.price, `${param}[price]`);
    } else if (typeof raw.price_data === 'object' && raw.price_data !== null) {
      const data = raw.price_data as Body;
      const product = data.product_data as Body | undefined;
      const recurring = data.recurring as Body | undefined;
      price = state.createPrice({
        currency: required(data, 'currency'),
        unit_amount: wholeNumber(data.unit_amount, `${param}[price_data][unit_amount]`),
        recurring:
          recurring === undefined
            ? null
            : {
                interval: required(recurring, 'interval') as 'month',
                interval_count:
                  recurring.interval_count === undefined
                    ? 1
                    : wholeNumber(recurring.interval_count, 'interval_count'),
              },
        nickname: product === undefined ? null : required(product, 'name'),
      });
    } else {
      throw new StripeApiError(400, `${param} needs a price or price_data.`, 'parameter_missing', param);
    }
    if (mode === 'payment' && price.recurring !== null) {
      throw new StripeApiError(
        400,
        'You must specify a non-recurring price in `payment` mode.',
        'parameter_invalid',
        param,
      );
    }
    if (mode === 'subscription' && price.recurring === null) {
      throw new StripeApiError(
        400,
        'You must specify at least one recurring price in `subscription` mode.',
        'parameter_invalid',
        param,
      );
    }
    return { price, quantity };
  });
}

/** `limit` as Stripe takes it: 1 to 100, default 10. */
export function limitOf(value: unknown): number {
  const limit = value === undefined ? 10 : wholeNumber(value, 'limit');
  if (limit < 1 || limit > 100) {
    throw new StripeApiError(400, 'limit must be between 1 and 100.', 'parameter_invalid_integer', 'limit');
  }
  return limit;
}

/** One page of a Stripe list (the fake serves the first page only; `has_more` says when there is more). */
export function listOf<T>(url: string, all: T[], limit: number) {
  return { object: 'list', url, has_more: all.length > limit, data: all.slice(0, limit) };
}
