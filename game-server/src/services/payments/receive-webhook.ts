import { applyPaymentEvent } from './apply-payment-event';
import { requireProvider, type PaymentDeps } from './payment-deps';
import { verifyWebhookEvent } from './verify-webhook-event';

/** The webhook's answer; Stripe reads only the status (2xx: delivered), a person reading its log the rest. */
export interface WebhookReceipt {
  received: true;
  /** The event id was received before: nothing was applied again. */
  duplicate?: true;
  outcome?: string;
}

/**
 * POST /api/payments/webhook (; docs/design.md decisions 8 and 12), top to bottom: the signature is
 * verified, the event id is claimed so that each event is applied once (a replay or a second delivery
 * answers 200 and changes nothing), the event is applied, and its outcome is kept in the ledger. When
 * applying fails the claim is given back and the answer is 500, so Stripe delivers it again.
 */
export async function receiveWebhook(
  deps: PaymentDeps,
  rawBody: unknown,
  signature: string | string[] | undefined,
): Promise<WebhookReceipt> {
  const provider = requireProvider(deps);
  const now = deps.clock.now();
  const event = verifyWebhookEvent(provider, rawBody, signature, now);
  const log = { eventId: event.id, type: event.type };
  const isFirst = await deps.store.paymentEvents.claim({
    eventId: event.id,
    type: event.type,
    receivedAt: new Date(now).toISOString(),
  });
  if (!isFirst) {
    deps.logger.info(log, 'payment event received again: not applied twice');
    return { received: true, duplicate: true };
  }
  let applied;
  try {
    applied = await applyPaymentEvent(deps, provider, event);
  } catch (error) {
    await deps.store.paymentEvents.release(event.id);
    deps.logger.warn(log, 'applying a payment event failed; Stripe will deliver it again');
    throw error;
  }
  await deps.store.paymentEvents.complete(event.id, applied);
  deps.logger.info({ ...log, userId: applied.userId, outcome: applied.outcome }, 'payment event applied');
  return { received: true, outcome: applied.outcome };
}
