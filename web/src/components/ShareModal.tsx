import {
  challengeLink,
  MAX_SCORE,
  shareMessage,
  type SessionSummary,
  type ShareGridKind,
} from '@bluffle/shared-schema';
import { useMemo } from 'react';
import { shareGridFor } from './results/share-grid-for';
import { ShareDialog } from './ShareDialog';

interface ShareModalProps {
  sessionCode: string;
  summary: SessionSummary;
  kind: ShareGridKind;
  day: string | null;
  onClose: () => void;
}

/**
 * The results' share modal (spec §2): the challenge link with a random score message, and the game's
 * spoiler-free grid (issue 10), which is also what the networks get beside the link.
 */
export function ShareModal({ sessionCode, summary, kind, day, onClose }: ShareModalProps) {
  const link = challengeLink(window.location.origin, sessionCode);
  const score = summary.score.totalScore;
  const { playerName } = summary;
  // One random template per opening, so the text does not change under the player's eyes.
  const message = useMemo(() => shareMessage({ score, max: MAX_SCORE, playerName }), [score, playerName]);
  const grid = shareGridFor(summary, { kind, day, link });
  // The networks add the link themselves, so they get the grid without it.
  const networkText = shareGridFor(summary, { kind, day, link: null }).text;
  return (
    <ShareDialog
      title="Challenge your friends"
      message={message}
      link={link}
      onClose={onClose}
      testId="share-modal"
      grid={grid}
      networkText={networkText}
    />
  );
}
