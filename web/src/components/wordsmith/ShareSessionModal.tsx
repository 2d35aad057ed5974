import { customSessionShare, type CustomSessionView } from '@bluffle/shared-schema';
import { useMemo } from 'react';
import { ShareDialog } from '../ShareDialog';

/** 'Share Your Challenge' (spec §2 My Bluffles): one of the 15 playful texts and the session's challenge link. */
export function ShareSessionModal({ session, onClose }: { session: CustomSessionView; onClose: () => void }) {
  // One random text per opening, so it does not change under the author's eyes.
  const share = useMemo(
    () => customSessionShare({ origin: window.location.origin, sessionCode: session.sessionCode }),
    [session.sessionCode],
  );
  return (
    <ShareDialog
      title="Share Your Challenge"
      message={share.message}
      link={share.link}
      onClose={onClose}
      testId="share-session-modal"
    />
  );
}
