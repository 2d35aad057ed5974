import { challengeLink, MAX_SCORE, shareMessage } from '@bluffle/shared-schema';
import { useMemo } from 'react';
import { ShareDialog } from './ShareDialog';

interface ShareModalProps {
  sessionCode: string;
  score: number;
  playerName: string;
  onClose: () => void;
}

/** The results' share modal (spec §2): the challenge link with a random score message. */
export function ShareModal({ sessionCode, score, playerName, onClose }: ShareModalProps) {
  const link = challengeLink(window.location.origin, sessionCode);
  // One random template per opening, so the text does not change under the player's eyes.
  const message = useMemo(() => shareMessage({ score, max: MAX_SCORE, playerName }), [score, playerName]);
  return (
    <ShareDialog
      title="Challenge your friends"
      message={message}
      link={link}
      onClose={onClose}
      testId="share-modal"
    />
  );
}
