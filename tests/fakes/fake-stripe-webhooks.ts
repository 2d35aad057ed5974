import Stripe from 'stripe';
import { newId, snapshot, type EventType, type FakeEvent } from './fake-stripe-objects';
import type { FakeStripeClock } from './fake-stripe-state';

// Stripe's webhook deliveries: each event POSTed to the endpoint with a `Stripe-Signature` header made by
// the stripe library's own test helper. Automatic (in order, right after the action that caused it, with an
// optional delay) or held, so a test can deliver events late, out of order, twice, or forged.

export interface DeliveryOptions {
  /** Sign with another secret (a forgery). */
  secret?: string;
  /** The signature's timestamp in Unix seconds (an old one is outside the tolerance). */
  timestamp?: number;
  /** Send this body instead of the event's JSON, signed or not as the other options say (tampering). */
  body?: string;
  /** Sign this body instead of the one sent (tampering after signing). */
  signedBody?: string;
  /** Send no Stripe-Signature header at all. */
  isUnsigned?: boolean;
}

export interface Delivery {
  event: FakeEvent;
  /** The endpoint's answer; status 0 when it could not be reached. */
  status: number;
  body: string;
}

export class WebhookSender {
  readonly events: FakeEvent[] = [];
  readonly deliveries: Delivery[] = [];
  private readonly held: FakeEvent[] = [];
  private isHolding = false;
  private url: string | null = null;
  private delayMs = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly secret: string,
    private readonly clock: FakeStripeClock,
  ) {}

  setUrl(url: string | null): void {
    this.url = url;
  }

  /** Automatic deliveries wait this long first (real time: a browser test sees the page wait for it). */
  setDelay(milliseconds: number): void {
    this.delayMs = milliseconds;
  }

  hold(): void {
    this.isHolding = true;
  }

  /** Back to automatic delivery; held events stay held until deliverHeld. */
  release(): void {
    this.isHolding = false;
  }

  heldEvents(): readonly FakeEvent[] {
    return [...this.held];
  }

  /** Forgets the held events (Stripe never delivers them); returns them. */
  discardHeld(): FakeEvent[] {
    return this.held.splice(0, this.held.length);
  }

  /** Delivers the held events (all, or those `pick` returns, in its order) and forgets them. */
  async deliverHeld(pick: (held: FakeEvent[]) => FakeEvent[] = (held) => held): Promise<Delivery[]> {
    const chosen = pick([...this.held]);
    for (const event of chosen) {
      const index = this.held.indexOf(event);
      if (index >= 0) this.held.splice(index, 1);
    }
    const results: Delivery[] = [];
    for (const event of chosen) results.push(await this.deliver(event));
    return results;
  }

  /** Called by the state for each change Stripe reports. */
  emit(type: EventType, object: { id: string; object: string }, previous?: object): FakeEvent {
    const event: FakeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(this.clock.now() / 1000),
      type,
      data: {
        object: snapshot(object),
        ...(previous === undefined ? {} : { previous_attributes: previous }),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    this.events.push(event);
    if (this.isHolding) {
      this.held.push(event);
    } else if (this.url !== null) {
      const delayMs = this.delayMs;
      this.queue = this.queue.then(async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        // A delivery that cannot even be attempted (no URL any more) must not stop the ones after it.
        await this.deliver(event).catch(() => undefined);
      });
    }
    return event;
  }

  /** Resolves once every automatic delivery started so far has been answered. */
  async idle(): Promise<void> {
    let seen: Promise<void> | undefined;
    while (seen !== this.queue) {
      seen = this.queue;
      await seen;
    }
  }

  /** The Stripe-Signature header for `payload`, as Stripe makes it (the library's own helper). */
  signatureFor(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.secret,
      timestamp: options.timestamp ?? Math.floor(this.clock.now() / 1000),
    });
  }

  /** POSTs one event to the endpoint now, whatever the mode (a retry, a replay, a forgery). */
  async deliver(event: FakeEvent, options: DeliveryOptions = {}): Promise<Delivery> {
    if (this.url === null) throw new Error('no webhook URL: call setWebhookUrl first');
    const payload = options.body ?? JSON.stringify(event, null, 2);
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
    if (!options.isUnsigned) {
      headers['stripe-signature'] = this.signatureFor(options.signedBody ?? payload, options);
    }
    let delivery: Delivery;
    try {
      const response = await fetch(this.url, { method: 'POST', headers, body: payload });
      delivery = { event, status: response.status, body: await response.text() };
    } catch (error) {
      delivery = { event, status: 0, body: String(error) };
    }
    this.deliveries.push(delivery);
    return delivery;
  }
}
