import {
  found,
  newId,
  StripeApiError,
  type CheckoutRequest,
  type EmitEvent,
  type FakeBillingPortalSession,
  type FakeCheckoutSession,
  type FakeCustomer,
  type FakePrice,
  type FakeStripeClock,
  type Metadata,
} from './fake-stripe-objects';
import { FakeSubscriptions } from './fake-stripe-subscriptions';

export { StripeApiError, type FakeStripeClock };

// What the fake Stripe knows and how it changes, as Stripe's objects do: customers, prices, Checkout
// sessions, billing portal sessions, and subscriptions (fake-stripe-subscriptions.ts). No HTTP here
// (fake-stripe-api.ts answers the server, fake-stripe-pages.ts the browser); every change that Stripe
// reports by webhook calls `emit`.

const CHECKOUT_LIFETIME_SECONDS = 24 * 60 * 60;

export class FakeStripeState {
  readonly customers = new Map<string, FakeCustomer>();
  readonly prices = new Map<string, FakePrice>();
  readonly checkoutSessions = new Map<string, FakeCheckoutSession>();
  readonly checkoutRequests = new Map<string, CheckoutRequest>();
  readonly subscriptions: FakeSubscriptions;
  readonly portalSessions = new Map<string, FakeBillingPortalSession>();

  constructor(
    private readonly clock: FakeStripeClock,
    private readonly baseUrl: () => string,
    private readonly emit: EmitEvent,
  ) {
    this.subscriptions = new FakeSubscriptions(clock, emit, (customerId) =>
      this.customer(customerId, 'customer'),
    );
  }

  nowSeconds(): number {
    return Math.floor(this.clock.now() / 1000);
  }

  // ---- customers and prices -------------------------------------------------------------------------
  createCustomer(fields: { email?: string | null; name?: string | null; metadata?: Metadata }): FakeCustomer {
    const customer: FakeCustomer = {
      id: newId('cus'),
      object: 'customer',
      email: fields.email ?? null,
      name: fields.name ?? null,
      metadata: { ...fields.metadata },
      created: this.nowSeconds(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  customer(id: string, param = 'id'): FakeCustomer {
    return found(this.customers.get(id), `No such customer: '${id}'`, param);
  }

  createPrice(
    fields: Omit<FakePrice, 'id' | 'object' | 'type' | 'product'> & { product?: string },
  ): FakePrice {
    const price: FakePrice = {
      ...fields,
      id: newId('price'),
      object: 'price',
      type: fields.recurring === null ? 'one_time' : 'recurring',
      product: fields.product ?? newId('prod'),
    };
    this.prices.set(price.id, price);
    return price;
  }

  price(id: string, param: string): FakePrice {
    return found(this.prices.get(id), `No such price: '${id}'`, param);
  }

  // ---- Checkout -------------------------------------------------------------------------------------
  createCheckoutSession(
    fields: Pick<
      FakeCheckoutSession,
      | 'mode'
      | 'customer'
      | 'customer_email'
      | 'client_reference_id'
      | 'metadata'
      | 'success_url'
      | 'cancel_url'
    >,
    request: CheckoutRequest,
  ): FakeCheckoutSession {
    const amount = request.lineItems.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
    const id = newId('cs_test');
    const created = this.nowSeconds();
    const session: FakeCheckoutSession = {
      ...fields,
      id,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.baseUrl()}/checkout/${id}`,
      subscription: null,
      payment_intent: null,
      amount_subtotal: amount,
      amount_total: amount,
      currency: request.lineItems[0]?.price.currency ?? 'usd',
      created,
      expires_at: created + CHECKOUT_LIFETIME_SECONDS,
      livemode: false,
    };
    this.checkoutSessions.set(id, session);
    this.checkoutRequests.set(id, request);
    return session;
  }

  checkoutSession(id: string): FakeCheckoutSession {
    return found(this.checkoutSessions.get(id), `No such checkout.session: '${id}'`, 'id');
  }

  /** The buyer paid (the Pay button): the subscription starts, or the one-time payment is paid. */
  completeCheckout(id: string): FakeCheckoutSession {
    const session = this.checkoutSession(id);
    if (session.status !== 'open') {
      throw new StripeApiError(400, `This Checkout Session is ${session.status}: it cannot be paid.`);
    }
    const request = this.checkoutRequests.get(id)!;
    if (session.customer === null) {
      // Stripe makes a customer for a buyer Checkout was not given one for.
      session.customer = this.createCustomer({ email: session.customer_email }).id;
    }
    session.status = 'complete';
    session.url = null;
    if (session.mode === 'subscription') {
      const subscription = this.subscriptions.create(session.customer, request);
      session.subscription = subscription.id;
      session.payment_status = subscription.status === 'trialing' ? 'no_payment_required' : 'paid';
    } else if (session.mode === 'payment') {
      session.payment_intent = newId('pi');
      session.payment_status = 'paid';
    } else {
      session.payment_status = 'no_payment_required';
    }
    this.emit('checkout.session.completed', session);
    return session;
  }

  expireCheckout(id: string): FakeCheckoutSession {
    const session = this.checkoutSession(id);
    if (session.status !== 'open') {
      throw new StripeApiError(
        400,
        `Only an open Checkout Session can be expired; this one is ${session.status}.`,
      );
    }
    session.status = 'expired';
    session.url = null;
    this.emit('checkout.session.expired', session);
    return session;
  }

  // ---- billing portal -------------------------------------------------------------------------------
  createPortalSession(customerId: string, returnUrl: string | null): FakeBillingPortalSession {
    this.customer(customerId, 'customer');
    const id = newId('bps');
    const session: FakeBillingPortalSession = {
      id,
      object: 'billing_portal.session',
      customer: customerId,
      return_url: returnUrl,
      url: `${this.baseUrl()}/billing/${id}`,
      created: this.nowSeconds(),
      livemode: false,
    };
    this.portalSessions.set(id, session);
    return session;
  }
}
