import { useEffect, useRef } from 'react';

interface ConfirmDialogProps {
  /** Names the dialog: its class, test id, and the ids its title and text are read by. */
  name: string;
  title: string;
  text: string;
  /** The safe answer (keep the plan, keep playing): it has the focus, so Enter on an unread dialog is safe. */
  keepLabel: string;
  keepTestId: string;
  confirmLabel: string;
  confirmTestId: string;
  /** Which answer the page shows as the main one. */
  primary: 'keep' | 'confirm';
  onKeep: () => void;
  onConfirm: () => void;
  /** Escape keeps, unless the page around the dialog handles Escape itself (the lobby modal). */
  keepsOnEscape: boolean;
}

/**
 * A question asked before something that cannot be undone, in the page rather than window.confirm: it can be
 * styled, read by a screen reader as an alert dialog, and driven by the browser tests. A click outside keeps.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { name, onKeep, keepsOnEscape } = props;
  const keepButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Once, when the question opens: the page behind may re-render (a lobby's state), the focus stays put.
    keepButton.current?.focus();
  }, []);

  useEffect(() => {
    if (!keepsOnEscape) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onKeep();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onKeep, keepsOnEscape]);

  const buttonClass = (answer: 'keep' | 'confirm') =>
    `button ${props.primary === answer ? 'button-primary' : 'button-ghost'}`;

  return (
    <div className={`modal-backdrop ${name}-backdrop`} onClick={onKeep}>
      <div
        className={`modal card ${name}`}
        data-testid={name}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${name}-title`}
        aria-describedby={`${name}-text`}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={`${name}-title`}>{props.title}</h2>
        <p id={`${name}-text`}>{props.text}</p>
        <div className="confirm-actions">
          <button
            ref={keepButton}
            type="button"
            className={buttonClass('keep')}
            data-testid={props.keepTestId}
            onClick={onKeep}
          >
            {props.keepLabel}
          </button>
          <button
            type="button"
            className={buttonClass('confirm')}
            data-testid={props.confirmTestId}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
