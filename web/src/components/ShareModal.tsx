import { challengeLink, COPIED_RESET_MS, MAX_SCORE, shareMessage, shareUrls } from '@bluffle/shared-schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import { copyText } from '../app/clipboard';
import { CloseIcon } from './Icons';

interface ShareModalProps {
  sessionCode: string;
  score: number;
  playerName: string;
  onClose: () => void;
}

/** The share modal (spec §2): the challenge link, Copy link with a 2-second 'Copied' state, and three networks. */
export function ShareModal({ sessionCode, score, playerName, onClose }: ShareModalProps) {
  const link = challengeLink(window.location.origin, sessionCode);
  // One random template per opening, so the text does not change under the player's eyes.
  const message = useMemo(() => shareMessage({ score, max: MAX_SCORE, playerName }), [score, playerName]);
  const urls = shareUrls(link, message);
  const [isCopied, setIsCopied] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);

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
        data-testid="share-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="share-title"
        onClick={(event) => event.stopPropagation()}
      >
        <header className="modal-header">
          <h2 id="share-title">Challenge your friends</h2>
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
        <p className="share-message">{message}</p>
        <label className="field-label" htmlFor="share-link">
          Challenge link
        </label>
        <div className="share-link-row">
          <input
            id="share-link"
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
