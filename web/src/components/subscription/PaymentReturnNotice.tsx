import type { plansEnglish } from '../../i18n/catalogue/plans';
import { useMessages } from '../../state/use-messages';
import type { PaymentReturnPhase } from '../../plans/subscription-store';

type ReturnMessage = keyof (typeof plansEnglish)['paymentReturn'];

const NOTICES: Record<
  Exclude<PaymentReturnPhase, 'none'>,
  { message: ReturnMessage; testId: string; tone: string }
> = {
  confirming: { message: 'confirming', testId: 'payment-confirming', tone: 'pending' },
  confirmed: { message: 'confirmed', testId: 'payment-confirmed', tone: 'success' },
  slow: { message: 'confirmingSlow', testId: 'payment-confirming-slow', tone: 'pending' },
  cancelled: { message: 'cancelled', testId: 'payment-cancelled', tone: 'neutral' },
};

/** How the trip to Stripe Checkout ended (docs/product.md §4 Subscription change), read out as it changes. */
export function PaymentReturnNotice({ phase }: { phase: PaymentReturnPhase }) {
  const { plans } = useMessages();
  if (phase === 'none') return null;
  const notice = NOTICES[phase];
  return (
    <p className={`payment-return payment-return-${notice.tone}`} data-testid={notice.testId} role="status">
      {phase === 'confirming' && <span className="payment-return-spinner" aria-hidden="true" />}
      {plans.paymentReturn[notice.message]}
    </p>
  );
}
