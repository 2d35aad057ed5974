import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { FakeCheckoutSession, FakeLineItem } from './fake-stripe-objects';
import { StripeApiError, type FakeStripeState } from './fake-stripe-state';

// The pages a buyer's browser sees on Stripe: the hosted Checkout page (the session's `url`) with its Pay
// and Cancel buttons, and the customer portal. Plain HTML forms, so a browser test clicks through them.

export const FAKE_STRIPE_TEST_IDS = {
  pay: 'fake-stripe-pay',
  cancel: 'fake-stripe-cancel',
  portalReturn: 'fake-stripe-portal-return',
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function amountLabel(item: FakeLineItem): string {
  const amount = `$${((item.price.unit_amount * item.quantity) / 100).toFixed(2)}`;
  const recurring = item.price.recurring;
  return recurring === null ? amount : `${amount} / ${recurring.interval}`;
}

function checkoutPage(session: FakeCheckoutSession, items: FakeLineItem[], trialDays: number | null): string {
  const lines = items
    .map(
      (item) =>
        `<li><span data-testid="fake-stripe-item">${escapeHtml(item.price.nickname ?? item.price.product)}</span> ` +
        `<span data-testid="fake-stripe-amount">${escapeHtml(amountLabel(item))}</span></li>`,
    )
    .join('\n');
  const trial = trialDays === null ? '' : `<p data-testid="fake-stripe-trial">${trialDays} days free</p>`;
  return page(
    'Fake Stripe Checkout',
    `<h1>Fake Stripe Checkout</h1>
<ul>
${lines}
</ul>
${trial}
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay">
  <button type="submit" data-testid="${FAKE_STRIPE_TEST_IDS.pay}">Pay</button>
</form>
<form method="post" action="/checkout/${escapeHtml(session.id)}/cancel">
  <button type="submit" data-testid="${FAKE_STRIPE_TEST_IDS.cancel}">Cancel</button>
</form>`,
  );
}

/** Stripe fills `{CHECKOUT_SESSION_ID}` in a success URL with the session's id. */
function successUrlOf(session: FakeCheckoutSession): string {
  return (session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', session.id);
}

export function fakeStripePages(state: FakeStripeState): Router {
  const pages = express.Router();

  pages.get('/checkout/:id', (request, response) => {
    const session = state.checkoutSession(request.params.id);
    if (session.status !== 'open') {
      response
        .status(410)
        .send(page('Checkout closed', `<p>This checkout session is ${session.status}.</p>`));
      return;
    }
    const checkout = state.checkoutRequests.get(session.id)!;
    response.send(checkoutPage(session, checkout.lineItems, checkout.trialPeriodDays));
  });

  // Pay: the session completes (its events go out as the fake's delivery mode says) and the buyer goes back.
  pages.post('/checkout/:id/pay', (request, response) => {
    const session = state.completeCheckout(request.params.id);
    response.redirect(303, successUrlOf(session));
  });

  // Cancel is Stripe's back link: the session stays open until it expires, and nothing is charged.
  pages.post('/checkout/:id/cancel', (request, response) => {
    const session = state.checkoutSession(request.params.id);
    response.redirect(303, session.cancel_url ?? successUrlOf(session));
  });

  pages.get('/billing/:id', (request, response) => {
    const portal = state.portalSessions.get(request.params.id);
    if (portal === undefined) {
      response.status(404).send(page('Not found', '<p>No such billing portal session.</p>'));
      return;
    }
    const subscriptions = state.subscriptions
      .list({ customer: portal.customer, status: 'all' })
      .map((subscription) => `<li>${escapeHtml(subscription.id)}: ${escapeHtml(subscription.status)}</li>`)
      .join('\n');
    const back =
      portal.return_url === null
        ? ''
        : `<a href="${escapeHtml(portal.return_url)}" data-testid="${FAKE_STRIPE_TEST_IDS.portalReturn}">Return</a>`;
    response.send(
      page(
        'Fake Stripe billing portal',
        `<h1>Billing for ${escapeHtml(portal.customer)}</h1>\n<ul>${subscriptions}</ul>\n${back}`,
      ),
    );
  });

  pages.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (!(error instanceof StripeApiError)) {
      next(error);
      return;
    }
    response
      .status(error.status === 404 ? 404 : 409)
      .send(page('Fake Stripe', `<p>${escapeHtml(error.message)}</p>`));
  });
  return pages;
}
