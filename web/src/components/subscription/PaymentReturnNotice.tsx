import { PAYMENT_MESSAGES } from '@bluffle/shared-schema';
import type { PaymentReturnPhase } from '../../plans/subscription-store';

const NOTICES: Record<
  Exclude<PaymentReturnPhase, 'none'>,
  { message: string; testId: string; tone: string }
> = {
  confirming: { message: PAYMENT_MESSAGES.confirming, testId: 'payment-confirming', tone: 'pending' },
  confirmed: { message: PAYMENT_MESSAGES.confirmed, testId: 'payment-confirmed', tone: 'success' },
  slow: { message: PAYMENT_MESSAGES.confirmingSlow, testId: 'payment-confirming-slow', tone: 'pending' },
  cancelled: { message: PAYMENT_MESSAGES.cancelled, testId: 'payment-cancelled', tone: 'neutral' },
};

/** How the trip to Stripe Checkout ended (spec §4 Subscription change), read out as it changes. */
export function PaymentReturnNotice({ phase }: { phase: PaymentReturnPhase }) {
  if (phase === 'none') return null;
  const notice = NOTICES[phase];
  return (
    <p className={`payment-return payment-return-${notice.tone}`} data-testid={notice.testId} role="status">
      {phase === 'confirming' && <span className="payment-return-spinner" aria-hidden="true" />}
      {notice.message}
    </p>
  );
}
