import { challengeLink } from '@bluffle/shared-schema';
import { useMessages } from '../../state/use-messages';
import { CopyButton, LinkCopyField } from '../CopyButton';

/**
 * The session just created: its code and challenge link stay in the builder to copy, since the
 * success toast that also says the code goes after a few seconds. 'Copied' resets after 2 s.
 */
export function CreatedSessionPanel({ sessionCode }: { sessionCode: string }) {
  const { wordsmithSessions: text } = useMessages();
  const link = challengeLink(window.location.origin, sessionCode);

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
        <CopyButton
          text={sessionCode}
          label={text.copyCode}
          copiedLabel={text.copied}
          testId="created-session-copy-code"
          emphasis="ghost"
        />
      </div>
      <LinkCopyField
        id="created-session-link"
        label={text.createdLinkLabel}
        link={link}
        testId="created-session-link"
        copyLabel={text.copyLink}
        copiedLabel={text.copied}
        copyTestId="created-session-copy-link"
      />
      <p className="wordsmith-hint">{text.createdHint}</p>
    </section>
  );
}
