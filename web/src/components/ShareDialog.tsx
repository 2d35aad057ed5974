import { COPIED_RESET_MS, shareUrls, type ShareGrid } from '@bluffle/shared-schema';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { copyText } from '../browser/clipboard';
import { useMessages } from '../state/use-messages';
import { CloseIcon } from './Icons';
import { ShareGridPanel } from './results/ShareGridPanel';

interface ShareDialogProps {
  title: string;
  message: string;
  link: string;
  onClose: () => void;
  testId: string;
  /** A finished game's spoiler-free grid, its text ending with the link. */
  grid?: ShareGrid;
  /** What Twitter and WhatsApp get beside the link; the message when not given. */
  networkText?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A share dialog (docs/product.md §2 Share modal): the message, the link with Copy link and its 2-second 'Copied'
 * state, and the three networks. The solo results and My Bluffles share through it with their own texts.
 */
export function ShareDialog({ title, message, link, onClose, testId, grid, networkText }: ShareDialogProps) {
  const { share, common } = useMessages();
  const urls = shareUrls(link, networkText ?? message);
  const [isCopied, setIsCopied] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = `${testId}-title`;

  useEffect(() => {
    // Focus goes back where it was (the button that opened the dialog) when the dialog closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  /** Tab and Shift+Tab cycle inside the dialog: the page behind it is inert while it is open. */
  const trapFocus = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  useEffect(() => {
    if (!isCopied) return;
    const handle = setTimeout(() => setIsCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(handle);
  }, [isCopied]);

  const copy = async () => {
    if (await copyText(link)) setIsCopied(true);
  };

  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div
        ref={dialog}
        className="modal card"
        data-testid={testId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={trapFocus}
      >
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            data-testid="close-share"
            aria-label={common.close}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </header>
        <p className="share-message" data-testid="share-message">
          {message}
        </p>
        {grid && <ShareGridPanel grid={grid} />}
        <label className="field-label" htmlFor={`${testId}-link`}>
          {share.challengeLink}
        </label>
        <div className="share-link-row">
          <input
            id={`${testId}-link`}
            className="text-input"
            data-testid="share-link"
            value={link}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <button
            type="button"
            className={`button ${isCopied ? 'button-success' : 'button-primary'}`}
            data-testid="copy-link"
            aria-live="polite"
            onClick={() => void copy()}
          >
            {isCopied ? share.copied : share.copyLink}
          </button>
        </div>
        <div className="share-networks">
          <a
            className="button share-facebook"
            data-testid="share-facebook"
            href={urls.facebook}
            target="_blank"
            rel="noopener noreferrer"
          >
            Facebook
          </a>
          <a
            className="button share-twitter"
            data-testid="share-twitter"
            href={urls.twitter}
            target="_blank"
            rel="noopener noreferrer"
          >
            Twitter
          </a>
          <a
            className="button share-whatsapp"
            data-testid="share-whatsapp"
            href={urls.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp
          </a>
        </div>
      </div>
    </div>
  );
}
