import { challengeLink, type CustomSessionView } from '@bluffle/shared-schema';
import { useState } from 'react';
import { useMessages } from '../../state/use-messages';
import { ShareDialog } from '../ShareDialog';

/** 'Share Your Challenge' (docs/product.md §2 My Bluffles): one of the 15 playful texts and the session's challenge link. */
export function ShareSessionModal({ session, onClose }: { session: CustomSessionView; onClose: () => void }) {
  const { wordsmithSessions: text } = useMessages();
  // One random text per opening, so it does not change under the author's eyes; kept by its place in the
  // list, so it is the same text in either interface language.
  const [textIndex] = useState(() => Math.floor(Math.random() * text.shareTexts.length));
  return (
    <ShareDialog
      title={text.shareTitle}
      message={text.shareTexts[textIndex] ?? text.shareTexts[0]!}
      link={challengeLink(window.location.origin, session.sessionCode)}
      onClose={onClose}
      testId="share-session-modal"
    />
  );
}
