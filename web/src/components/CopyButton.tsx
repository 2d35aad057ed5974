import { COPIED_RESET_MS } from '@bluffle/shared-schema';
import { useEffect, useState } from 'react';
import { copyText } from '../browser/clipboard';

interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  label: string;
  copiedLabel: string;
  testId: string;
  emphasis: 'primary' | 'ghost';
}

/** Copies `text`, then says so for 2 s (docs/product.md §2: the 'Copied' state), announced politely. */
export function CopyButton({ text, label, copiedLabel, testId, emphasis }: CopyButtonProps) {
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const handle = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(handle);
  }, [isCopied]);

  return (
    <button
      type="button"
      className={`button ${isCopied ? 'button-success' : `button-${emphasis}`}`}
      data-testid={testId}
      aria-live="polite"
      onClick={() => void copyText(text).then((isDone) => isDone && setCopied(true))}
    >
      {isCopied ? copiedLabel : label}
    </button>
  );
}

interface LinkCopyFieldProps {
  id: string;
  label: string;
  link: string;
  /** What the field shows when it must not show the link itself (a hidden lobby code); Copy copies `link`. */
  shownLink?: string;
  testId: string;
  copyLabel: string;
  copiedLabel: string;
  copyTestId: string;
}

/** A link to share: read-only (selected on focus) beside its Copy button. */
export function LinkCopyField({
  id,
  label,
  link,
  shownLink = link,
  testId,
  copyLabel,
  copiedLabel,
  copyTestId,
}: LinkCopyFieldProps) {
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="share-link-row">
        <input
          id={id}
          className="text-input"
          data-testid={testId}
          value={shownLink}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <CopyButton
          text={link}
          label={copyLabel}
          copiedLabel={copiedLabel}
          testId={copyTestId}
          emphasis="primary"
        />
      </div>
    </>
  );
}
