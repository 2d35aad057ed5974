import { planOf, rolesInForce } from '@bluffle/shared-schema';
import type { Store } from '../../game-server/src/store/port';

/**
 * What an operator reconciling payments needs about one account, as lines of text: the plan in
 * force now and why (roles held for good, the paid subscription's end), the Stripe customer, the
 * subscriptions as Stripe last said them, and every webhook event applied to the account with its outcome.
 * Null when no account has this id or e-mail.
 */
export async function billingReport(
  store: Pick<Store, 'users' | 'billing' | 'paymentEvents'>,
  target: string,
  now: number,
): Promise<string[] | null> {
  const user =
    (await store.users.findById(target)) ??
    (target.includes('@') ? await store.users.findByEmail(target) : null);
  if (user === null) return null;
  const inForce = rolesInForce(user, now);
  const account = await store.billing.findByUserId(user.id);
  const events = await store.paymentEvents.listByUser(user.id);
  const lines = [
    `${user.id} (${user.username}${user.email ? `, ${user.email}` : ''})`,
    `plan now: ${planOf({ roles: inForce })}; roles in force: ${inForce.join(', ') || 'none'}`,
    `roles held for good: ${user.roles.join(', ') || 'none'}`,
    `paid wordsmith until: ${user.wordsmithUntil ?? 'never subscribed or ended'}`,
    `stripe customer: ${account?.customerId ?? 'none'}`,
  ];
  for (const subscription of account?.subscriptions ?? []) {
    const ending = subscription.cancelAtPeriodEnd ? ', cancels at period end' : '';
    lines.push(
      `  subscription ${subscription.id}: ${subscription.status}, period ${subscription.currentPeriodStart} to ${subscription.currentPeriodEnd}${ending}`,
    );
  }
  lines.push(`webhook events applied: ${events.length}`);
  for (const event of events) {
    lines.push(`  ${event.receivedAt} ${event.eventId} ${event.type}: ${event.outcome}`);
  }
  return lines;
}
