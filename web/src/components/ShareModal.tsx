import {
  challengeLink,
  MAX_SCORE,
  shareMessageIndex,
  type SessionSummary,
  type ShareGridKind,
} from '@bluffle/shared-schema';
import { useState } from 'react';
import { useMessages } from '../state/use-messages';
import { shareGridFor } from './results/share-grid-for';
import { shareGridText } from './results/share-grid-text';
import { ShareDialog } from './ShareDialog';

interface ShareModalProps {
  sessionCode: string;
  summary: SessionSummary;
  kind: ShareGridKind;
  day: string | null;
  /** A past day's daily five from the archive: the grid says 'archive'. */
  isArchive: boolean;
  onClose: () => void;
}

/**
 * The results' share modal (docs/product.md §2): the challenge link with a random score message, and the game's
 * spoiler-free grid, which is also what the networks get beside the link.
 */
export function ShareModal({ sessionCode, summary, kind, day, isArchive, onClose }: ShareModalProps) {
  const { share } = useMessages();
  const link = challengeLink(window.location.origin, sessionCode);
  // One random template per opening, so the text does not change under the player's eyes.
  const [messageIndex] = useState(() => shareMessageIndex());
  const message = share.scoreMessages[messageIndex]?.({
    name: summary.playerName,
    score: summary.score.totalScore,
    max: MAX_SCORE,
  });
  const grid = shareGridFor(summary, { kind, day, link, isArchive });
  // The networks add the link themselves, so they get the grid without it.
  const networkText = shareGridText(shareGridFor(summary, { kind, day, link: null, isArchive }), share).text;
  return (
    <ShareDialog
      title={share.challengeYourFriends}
      message={message ?? ''}
      link={link}
      onClose={onClose}
      testId="share-modal"
      grid={grid}
      networkText={networkText}
    />
  );
}
