import { challengeLink, COPIED_RESET_MS } from '@bluffle/shared-schema';
import { useEffect, useState } from 'react';
import { copyText } from '../../browser/clipboard';
import { useMessages } from '../../i18n/use-messages';

type Copied = 'code' | 'link' | null;

/**
 * The session just created (issue 20): its code and challenge link stay in the builder to copy, since the
 * success toast that also says the code goes after a few seconds. 'Copied' resets after 2 s.
 */
export function CreatedSessionPanel({ sessionCode }: { sessionCode: string }) {
  const { wordsmithSessions: text } = useMessages();
  const link = challengeLink(window.location.origin, sessionCode);
  const [copied, setCopied] = useState<Copied>(null);

  useEffect(() => {
    if (copied === null) return;
    const handle = setTimeout(() => setCopied(null), COPIED_RESET_MS);
    return () => clearTimeout(handle);
  }, [copied]);

  const copy = async (what: Exclude<Copied, null>) => {
    if (await copyText(what === 'code' ? sessionCode : link)) setCopied(what);
  };

  return (
    <section
      className="created-session"
      data-testid="created-session"
      aria-labelledby="created-session-title"
    >
      <h3 id="created-session-title">{text.createdTitle}</h3>
      <div className="created-session-row">
        <span className="field-label">{text.createdCodeLabel}</span>
        <code className="created-session-code" data-testid="created-session-code">
          {sessionCode}
        </code>
        <button
          type="button"
          className={`button ${copied === 'code' ? 'button-success' : 'button-ghost'}`}
          data-testid="created-session-copy-code"
          aria-live="polite"
          onClick={() => void copy('code')}
        >
          {copied === 'code' ? text.copied : text.copyCode}
        </button>
      </div>
      <label className="field-label" htmlFor="created-session-link">
        {text.createdLinkLabel}
      </label>
      <div className="share-link-row">
        <input
          id="created-session-link"
          className="text-input"
          data-testid="created-session-link"
          value={link}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className={`button ${copied === 'link' ? 'button-success' : 'button-primary'}`}
          data-testid="created-session-copy-link"
          aria-live="polite"
          onClick={() => void copy('link')}
        >
          {copied === 'link' ? text.copied : text.copyLink}
        </button>
      </div>
      <p className="wordsmith-hint">{text.createdHint}</p>
    </section>
  );
}
