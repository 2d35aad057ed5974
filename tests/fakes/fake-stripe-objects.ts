import { randomBytes } from 'node:crypto';

// The objects the fake Stripe keeps, shaped as Stripe's API (version 2026-10-28.endive) returns them: only
// the fields the game server reads, or a test asserts, are filled. Times are Unix seconds, as Stripe's.

export type Metadata = Record<string, string>;

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
  created: number;
  livemode: false;
}

export interface FakeRecurring {
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
}

export interface FakePrice {
  id: string;
  object: 'price';
  currency: string;
  unit_amount: number;
  recurring: FakeRecurring | null;
  type: 'one_time' | 'recurring';
  product: string;
  /** Not Stripe's (the product holds it): kept here so a checkout page can name what is bought. */
  nickname: string | null;
}

export interface FakeLineItem {
  price: FakePrice;
  quantity: number;
}

export type CheckoutMode = 'payment' | 'subscription' | 'setup';

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: CheckoutMode;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  success_url: string | null;
  cancel_url: string | null;
  /** The hosted page (on the fake itself: GET /checkout/:id); null once the session is no longer open. */
  url: string | null;
  subscription: string | null;
  payment_intent: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  livemode: false;
}

/** What Checkout was asked for beyond the session object itself (Stripe keeps these as sub-resources). */
export interface CheckoutRequest {
  lineItems: FakeLineItem[];
  trialPeriodDays: number | null;
  subscriptionMetadata: Metadata;
}

export interface FakeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  subscription: string;
  price: FakePrice;
  quantity: number;
  /** On the item, not the subscription, since API version 2025-03-31.basil. */
  current_period_start: number;
  current_period_end: number;
}

export type SubscriptionStatus =
  'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'paused';

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  trial_start: number | null;
  trial_end: number | null;
  currency: string;
  metadata: Metadata;
  latest_invoice: string | null;
  collection_method: 'charge_automatically';
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: false; url: string };
  livemode: false;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'paid' | 'open';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  amount_due: number;
  amount_paid: number;
  currency: string;
  period_start: number;
  period_end: number;
  /** Where the subscription is named since API version 2025-03-31.basil. */
  parent: { type: 'subscription_details'; subscription_details: { subscription: string } };
  created: number;
  livemode: false;
}

export interface FakeBillingPortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
  livemode: false;
}

export type EventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed';

export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: EventType | string;
  /** A snapshot of the object when the event happened: deliberately stale by the time it arrives. */
  data: { object: { id: string; object: string } & Record<string, unknown>; previous_attributes?: object };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

/** An error Stripe's API answers with: `{ error: { type, code, message, param } }` and this status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

export interface FakeStripeClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export type EmitEvent = (type: EventType, object: { id: string; object: string }, previous?: object) => void;

/** A missing object named in the path is 404; one named by a parameter is a bad request (400), as Stripe has it. */
export function found<T>(value: T | undefined, message: string, param: string): T {
  const status = param === 'id' ? 404 : 400;
  if (value === undefined) throw new StripeApiError(status, message, 'resource_missing', param);
  return value;
}

/** Stripe-looking ids: a prefix and random characters, so ids of two fakes never meet. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** A deep copy: events carry the object as it was, not a reference that later changes would edit. */
export function snapshot<T>(value: T): T {
  return structuredClone(value);
}

const DAY_SECONDS = 24 * 60 * 60;

/** The end of a period that starts at `start` (Unix seconds), in calendar units as Stripe bills them. */
export function periodEnd(start: number, recurring: FakeRecurring): number {
  const date = new Date(start * 1000);
  const count = recurring.interval_count;
  if (recurring.interval === 'day') return start + count * DAY_SECONDS;
  if (recurring.interval === 'week') return start + count * 7 * DAY_SECONDS;
  if (recurring.interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
}

export function daysInSeconds(days: number): number {
  return days * DAY_SECONDS;
}
