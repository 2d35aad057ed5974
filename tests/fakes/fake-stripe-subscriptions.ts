import {
  daysInSeconds,
  found,
  newId,
  periodEnd,
  snapshot,
  StripeApiError,
  type CheckoutRequest,
  type EmitEvent,
  type FakeInvoice,
  type FakeStripeClock,
  type FakeSubscription,
} from './fake-stripe-objects';

// Subscriptions and their invoices as Stripe runs them: started (trialing with trial days), renewed or
// failing to renew at a period's end, cancelled now or at the period's end. Every change is reported by
// `emit` as Stripe reports it by webhook.

const RUNNING: ReadonlySet<string> = new Set(['trialing', 'active', 'past_due']);

export class FakeSubscriptions {
  readonly byId = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();

  constructor(
    private readonly clock: FakeStripeClock,
    private readonly emit: EmitEvent,
    /** Throws Stripe's error for a customer it does not know. */
    private readonly checkCustomer: (customerId: string) => void,
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.clock.now() / 1000);
  }

  /** A subscription starting now (Checkout, or the dashboard): trialing when it has trial days. */
  create(customerId: string, request: CheckoutRequest): FakeSubscription {
    this.checkCustomer(customerId);
    const now = this.nowSeconds();
    const id = newId('sub');
    const items = request.lineItems.map((item) => {
      if (item.price.recurring === null) {
        throw new StripeApiError(400, 'A subscription needs a recurring price.', 'parameter_invalid_empty');
      }
      const end =
        request.trialPeriodDays === null
          ? periodEnd(now, item.price.recurring)
          : now + daysInSeconds(request.trialPeriodDays);
      return {
        id: newId('si'),
        object: 'subscription_item' as const,
        subscription: id,
        price: item.price,
        quantity: item.quantity,
        current_period_start: now,
        current_period_end: end,
      };
    });
    const isTrial = request.trialPeriodDays !== null;
    const subscription: FakeSubscription = {
      id,
      object: 'subscription',
      customer: customerId,
      status: isTrial ? 'trialing' : 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: now,
      start_date: now,
      trial_start: isTrial ? now : null,
      trial_end: isTrial ? now + daysInSeconds(request.trialPeriodDays ?? 0) : null,
      currency: items[0]?.price.currency ?? 'usd',
      metadata: { ...request.subscriptionMetadata },
      latest_invoice: null,
      collection_method: 'charge_automatically',
      items: {
        object: 'list',
        data: items,
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      livemode: false,
    };
    this.byId.set(id, subscription);
    this.emit('customer.subscription.created', subscription);
    // A trial's first invoice is for $0, and paid at once, as Stripe's is.
    this.invoice(subscription, 'subscription_create', isTrial ? 0 : amountOf(subscription), true);
    return subscription;
  }

  get(id: string): FakeSubscription {
    return found(this.byId.get(id), `No such subscription: '${id}'`, 'id');
  }

  /** GET /v1/subscriptions: `status` 'all', one status, or (absent) every one not canceled or expired. */
  list(filter: { customer?: string; status?: string }): FakeSubscription[] {
    return [...this.byId.values()]
      .filter((subscription) => filter.customer === undefined || subscription.customer === filter.customer)
      .filter((subscription) =>
        filter.status === 'all'
          ? true
          : filter.status === undefined
            ? !['canceled', 'incomplete_expired'].includes(subscription.status)
            : subscription.status === filter.status,
      )
      .sort((a, b) => b.created - a.created);
  }

  /** The subscriber (through our server, or Stripe's portal) stops or resumes renewing. */
  setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): FakeSubscription {
    const subscription = this.get(id);
    if (subscription.status === 'canceled') {
      throw new StripeApiError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
        'subscription_canceled',
      );
    }
    const previous = {
      cancel_at_period_end: subscription.cancel_at_period_end,
      cancel_at: subscription.cancel_at,
    };
    subscription.cancel_at_period_end = cancelAtPeriodEnd;
    subscription.cancel_at = cancelAtPeriodEnd ? currentPeriodEnd(subscription) : null;
    this.emit('customer.subscription.updated', subscription, previous);
    return subscription;
  }

  /** The period ended and the renewal was charged: a new period, active, invoice.paid. */
  renew(id: string): FakeSubscription {
    const subscription = this.running(id);
    if (subscription.cancel_at_period_end) {
      throw new Error(`${id} is set to cancel at the period's end: it ends (endPeriod), it does not renew`);
    }
    const previous = this.startNextPeriod(subscription, 'active');
    this.emit('customer.subscription.updated', subscription, previous);
    this.invoice(subscription, 'subscription_cycle', amountOf(subscription), true);
    return subscription;
  }

  /** The period ended and the renewal's charge failed: a new, unpaid period, past_due, invoice.payment_failed. */
  failRenewal(id: string): FakeSubscription {
    const subscription = this.running(id);
    const previous = this.startNextPeriod(subscription, 'past_due');
    this.emit('customer.subscription.updated', subscription, previous);
    this.invoice(subscription, 'subscription_cycle', amountOf(subscription), false);
    return subscription;
  }

  /** A retry of the failed renewal's charge succeeds: active again, the same period, invoice.paid. */
  payFailedRenewal(id: string): FakeSubscription {
    const subscription = this.get(id);
    if (subscription.status !== 'past_due') {
      throw new Error(
        `${id} is ${subscription.status}: only a past_due subscription has a failed renewal to pay`,
      );
    }
    subscription.status = 'active';
    this.emit('customer.subscription.updated', subscription, { status: 'past_due' });
    const invoice =
      subscription.latest_invoice === null ? undefined : this.invoices.get(subscription.latest_invoice);
    if (invoice !== undefined) {
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      this.emit('invoice.paid', invoice);
    }
    return subscription;
  }

  /** Ends the subscription now (the dashboard's 'Cancel immediately', or the last failed retry). */
  cancelNow(id: string): FakeSubscription {
    const subscription = this.get(id);
    if (subscription.status === 'canceled') {
      throw new StripeApiError(400, `${id} is already canceled.`, 'subscription_canceled');
    }
    const now = this.nowSeconds();
    subscription.status = 'canceled';
    subscription.canceled_at ??= now;
    subscription.ended_at = now;
    this.emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  /** The current period's end as Stripe handles it: the end of a cancelling subscription, else a renewal. */
  endPeriod(id: string): FakeSubscription {
    const subscription = this.running(id);
    return subscription.cancel_at_period_end ? this.cancelNow(id) : this.renew(id);
  }

  private running(id: string): FakeSubscription {
    const subscription = this.get(id);
    if (!RUNNING.has(subscription.status)) {
      throw new Error(`${id} is ${subscription.status}: only a running subscription has a period to end`);
    }
    return subscription;
  }

  private startNextPeriod(subscription: FakeSubscription, status: 'active' | 'past_due'): object {
    const previous = { status: subscription.status, items: snapshot(subscription.items) };
    for (const item of subscription.items.data) {
      const start = item.current_period_end;
      item.current_period_start = start;
      item.current_period_end = periodEnd(
        start,
        item.price.recurring ?? { interval: 'month', interval_count: 1 },
      );
    }
    subscription.status = status;
    return previous;
  }

  private invoice(
    subscription: FakeSubscription,
    reason: FakeInvoice['billing_reason'],
    amount: number,
    isPaid: boolean,
  ): FakeInvoice {
    const item = subscription.items.data[0];
    const invoice: FakeInvoice = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: isPaid ? 'paid' : 'open',
      billing_reason: reason,
      amount_due: amount,
      amount_paid: isPaid ? amount : 0,
      currency: subscription.currency,
      period_start: item?.current_period_start ?? this.nowSeconds(),
      period_end: item?.current_period_end ?? this.nowSeconds(),
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      created: this.nowSeconds(),
      livemode: false,
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    this.emit(isPaid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    return invoice;
  }
}

function currentPeriodEnd(subscription: FakeSubscription): number | null {
  return subscription.items.data[0]?.current_period_end ?? null;
}

function amountOf(subscription: FakeSubscription): number {
  return subscription.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
}
