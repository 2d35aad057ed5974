import { useMessages } from '../../state/use-messages';
import { ConfirmDialog } from '../ConfirmDialog';

interface CancelConfirmDialogProps {
  onConfirm: () => void;
  onDismiss: () => void;
}

/** docs/product.md §4 Subscription change: switching a subscriber to the free plan is asked first. */
export function CancelConfirmDialog({ onConfirm, onDismiss }: CancelConfirmDialogProps) {
  const { plans } = useMessages();
  return (
    <ConfirmDialog
      name="cancel-confirm"
      title={plans.buttons.switchTo({ plan: plans.names.bluffling })}
      text={plans.cancelConfirm}
      keepLabel={plans.keepPlan({ plan: plans.names.wordsmith })}
      keepTestId="cancel-confirm-no"
      confirmLabel={plans.switchToFree}
      confirmTestId="cancel-confirm-yes"
      primary="confirm"
      onKeep={onDismiss}
      onConfirm={onConfirm}
      keepsOnEscape
    />
  );
}
