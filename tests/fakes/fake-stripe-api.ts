import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import {
  booleanOf,
  limitOf,
  lineItemsOf,
  listOf,
  metadataOf,
  required,
  text,
  wholeNumber,
  type Body,
} from './fake-stripe-params';
import { StripeApiError, type FakeStripeState } from './fake-stripe-state';

// Stripe's REST API as the game server calls it (the stripe library, pointed here by STRIPE_API_URL):
// form-encoded bracket bodies, `Authorization: Bearer <secret>`, Stripe's error shape and statuses. Only
// the calls the server makes: customers, Checkout sessions, subscriptions, billing portal sessions.

export interface RecordedRequest {
  method: string;
  /** e.g. /v1/checkout/sessions */
  path: string;
  query: Record<string, unknown>;
  /** The form body as Stripe reads it (bracket keys nested; every scalar a string). */
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  /** What the fake answered (0 when it dropped the connection). */
  status: number;
}

export interface InjectedFailure {
  method?: string;
  /** A path, or a pattern over it, e.g. /^\/v1\/checkout/. */
  path?: string | RegExp;
  /** Drop the connection instead of answering (the library sees a network error). */
  isNetworkError?: boolean;
  status?: number;
  type?: string;
  message?: string;
  /** How many matching requests fail; the library retries a dropped connection once. */
  times: number;
}

export function fakeStripeApi(options: {
  state: FakeStripeState;
  secretKey: string;
  requests: RecordedRequest[];
  failures: InjectedFailure[];
}): Router {
  const { state, secretKey, requests, failures } = options;
  const api = express.Router();
  api.use('/v1', express.urlencoded({ extended: true }));

  // Record, authenticate, then fail on request when a test asked for it.
  api.use((request, response, next) => {
    if (!request.path.startsWith('/v1/')) {
      next();
      return;
    }
    const record: RecordedRequest = {
      method: request.method,
      path: request.path,
      query: { ...request.query },
      body: (request.body as Body | undefined) ?? {},
      idempotencyKey: request.get('idempotency-key'),
      stripeVersion: request.get('stripe-version'),
      status: 0,
    };
    requests.push(record);
    response.on('finish', () => (record.status = response.statusCode));
    if (request.get('authorization') !== `Bearer ${secretKey}`) {
      const error = new StripeApiError(401, 'Invalid API Key provided.', 'api_key_invalid');
      sendError(response, error);
      return;
    }
    const failure = failures.find(
      (candidate) =>
        candidate.times > 0 &&
        (candidate.method === undefined || candidate.method === request.method) &&
        (candidate.path === undefined ||
          (typeof candidate.path === 'string'
            ? candidate.path === request.path
            : candidate.path.test(request.path))),
    );
    if (failure === undefined) {
      next();
      return;
    }
    failure.times -= 1;
    if (failure.isNetworkError) {
      request.socket.destroy();
      return;
    }
    const status = failure.status ?? 500;
    sendError(
      response,
      new StripeApiError(
        status,
        failure.message ?? 'An unknown error occurred.',
        undefined,
        undefined,
        failure.type ?? 'api_error',
      ),
    );
  });

  api.post('/v1/customers', (request, response) => {
    const body = request.body as Body;
    response.json(
      state.createCustomer({
        email: text(body, 'email') ?? null,
        name: text(body, 'name') ?? null,
        metadata: metadataOf(body.metadata, 'metadata'),
      }),
    );
  });

  api.get('/v1/customers/:id', (request, response) => {
    response.json(state.customer(request.params.id));
  });

  api.post('/v1/checkout/sessions', (request, response) => {
    const body = request.body as Body;
    const mode = required(body, 'mode');
    if (mode !== 'payment' && mode !== 'subscription' && mode !== 'setup') {
      throw new StripeApiError(400, `Invalid mode: ${mode}`, 'parameter_invalid', 'mode');
    }
    const customer = text(body, 'customer') ?? null;
    const customerEmail = text(body, 'customer_email') ?? null;
    if (customer !== null && customerEmail !== null) {
      throw new StripeApiError(
        400,
        'You may only specify one of these parameters: customer, customer_email.',
      );
    }
    if (customer !== null) state.customer(customer, 'customer');
    const subscriptionData = body.subscription_data as Body | undefined;
    if (subscriptionData !== undefined && mode !== 'subscription') {
      throw new StripeApiError(
        400,
        'You can only specify `subscription_data` in `subscription` mode.',
        'parameter_invalid',
        'subscription_data',
      );
    }
    const trialDays = subscriptionData?.trial_period_days;
    const clientReferenceId = text(body, 'client_reference_id') ?? null;
    if (clientReferenceId !== null && clientReferenceId.length > 200) {
      throw new StripeApiError(
        400,
        'client_reference_id is longer than 200 characters.',
        'parameter_invalid',
        'client_reference_id',
      );
    }
    const session = state.createCheckoutSession(
      {
        mode,
        customer,
        customer_email: customerEmail,
        client_reference_id: clientReferenceId,
        metadata: metadataOf(body.metadata, 'metadata'),
        success_url: required(body, 'success_url'),
        cancel_url: text(body, 'cancel_url') ?? null,
      },
      {
        lineItems: lineItemsOf(state, body.line_items, mode),
        trialPeriodDays:
          trialDays === undefined ? null : wholeNumber(trialDays, 'subscription_data[trial_period_days]'),
        subscriptionMetadata: metadataOf(subscriptionData?.metadata, 'subscription_data[metadata]'),
      },
    );
    response.json(session);
  });

  api.get('/v1/checkout/sessions', (request, response) => {
    const customer = typeof request.query.customer === 'string' ? request.query.customer : undefined;
    const status = typeof request.query.status === 'string' ? request.query.status : undefined;
    const limit = limitOf(request.query.limit);
    const all = [...state.checkoutSessions.values()]
      .filter((session) => customer === undefined || session.customer === customer)
      .filter((session) => status === undefined || session.status === status)
      .sort((a, b) => b.created - a.created);
    response.json(listOf('/v1/checkout/sessions', all, limit));
  });

  api.post('/v1/checkout/sessions/:id/expire', (request, response) => {
    response.json(state.expireCheckout(request.params.id));
  });

  api.get('/v1/checkout/sessions/:id', (request, response) => {
    response.json(state.checkoutSession(request.params.id));
  });

  api.get('/v1/subscriptions', (request, response) => {
    const customer = typeof request.query.customer === 'string' ? request.query.customer : undefined;
    const status = typeof request.query.status === 'string' ? request.query.status : undefined;
    response.json(
      listOf(
        '/v1/subscriptions',
        state.subscriptions.list({ customer, status }),
        limitOf(request.query.limit),
      ),
    );
  });

  api.get('/v1/subscriptions/:id', (request, response) => {
    response.json(state.subscriptions.get(request.params.id));
  });

  api.post('/v1/subscriptions/:id', (request, response) => {
    const body = request.body as Body;
    const subscription = state.subscriptions.get(request.params.id);
    if (body.cancel_at_period_end !== undefined) {
      state.subscriptions.setCancelAtPeriodEnd(
        subscription.id,
        booleanOf(body.cancel_at_period_end, 'cancel_at_period_end'),
      );
    }
    if (body.metadata !== undefined) {
      Object.assign(subscription.metadata, metadataOf(body.metadata, 'metadata'));
    }
    response.json(subscription);
  });

  api.post('/v1/billing_portal/sessions', (request, response) => {
    const body = request.body as Body;
    response.json(state.createPortalSession(required(body, 'customer'), text(body, 'return_url') ?? null));
  });

  api.use('/v1', (request) => {
    throw new StripeApiError(404, `Unrecognized request URL (${request.method}: ${request.originalUrl}).`);
  });

  api.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (!(error instanceof StripeApiError)) {
      next(error);
      return;
    }
    sendError(response, error);
  });
  return api;
}

export function sendError(response: Response, error: StripeApiError): void {
  response.status(error.status).json({
    error: {
      type: error.type,
      ...(error.code === undefined ? {} : { code: error.code }),
      ...(error.param === undefined ? {} : { param: error.param }),
      message: error.message,
    },
  });
}
