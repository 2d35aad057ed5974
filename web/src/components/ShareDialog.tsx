import { COPIED_RESET_MS, shareUrls } from '@bluffle/shared-schema';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '../app/clipboard';
import { CloseIcon } from './Icons';

interface ShareDialogProps {
  title: string;
  message: string;
  link: string;
  onClose: () => void;
  testId: string;
}

/**
 * A share dialog (spec §2 Share modal): the message, the link with Copy link and its 2-second 'Copied'
 * state, and the three networks. The solo results and My Bluffles share through it with their own texts.
 */
export function ShareDialog({ title, message, link, onClose, testId }: ShareDialogProps) {
  const urls = shareUrls(link, message);
  const [isCopied, setIsCopied] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = `${testId}-title`;

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

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
        className="modal card"
        data-testid={testId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            data-testid="close-share"
            aria-label="Close"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </header>
        <p className="share-message" data-testid="share-message">
          {message}
        </p>
        <label className="field-label" htmlFor={`${testId}-link`}>
          Challenge link
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
            {isCopied ? 'Copied' : 'Copy link'}
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
