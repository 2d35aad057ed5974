import { useEffect, useRef } from 'react';
import { useMessages } from '../../i18n/use-messages';

interface CancelConfirmDialogProps {
  onConfirm: () => void;
  onDismiss: () => void;
}

/**
 * spec §4 Subscription change: switching a subscriber to the free plan is asked first. In the page, not
 * window.confirm: it can be styled, read by a screen reader as a dialog, and driven by the browser tests.
 */
export function CancelConfirmDialog({ onConfirm, onDismiss }: CancelConfirmDialogProps) {
  const keepButton = useRef<HTMLButtonElement>(null);
  const { plans } = useMessages();

  useEffect(() => {
    // The safe answer has the focus: Enter on an unread dialog keeps the subscription.
    keepButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDismiss]);

  return (
    <div className="modal-backdrop" onClick={onDismiss}>
      <div
        className="modal card cancel-confirm"
        data-testid="cancel-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="cancel-confirm-title"
        aria-describedby="cancel-confirm-text"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="cancel-confirm-title">{plans.buttons.switchTo({ plan: plans.names.bluffling })}</h2>
        <p id="cancel-confirm-text">{plans.cancelConfirm}</p>
        <div className="cancel-confirm-actions">
          <button
            ref={keepButton}
            type="button"
            className="button button-ghost"
            data-testid="cancel-confirm-no"
            onClick={onDismiss}
          >
            {plans.keepPlan({ plan: plans.names.wordsmith })}
          </button>
          <button
            type="button"
            className="button button-primary"
            data-testid="cancel-confirm-yes"
            onClick={onConfirm}
          >
            {plans.switchToFree}
          </button>
        </div>
      </div>
    </div>
  );
}
