// The pause's shape sits with the store that holds it; game/feedback-pause.ts has the rules that move it.

/**
 * What can hold a round's feedback open to read it ( 'Feel'): the pointer resting on the panel, the
 * keyboard focus inside it, its 'Hold' toggle, or its details toggle opened.
 */
export type FeedbackHold = 'pointer' | 'focus' | 'control' | 'details';

/** One round's feedback on screen: when it showed, what holds it now, and when the last hold let go. */
export interface FeedbackPause {
  shownAtMs: number;
  holds: readonly FeedbackHold[];
  /** When the last hold let go; null while never held or held now. */
  releasedAtMs: number | null;
  /** The player asked to go on ('Next word'): no hold keeps it any more. */
  isContinued: boolean;
  /**
   * A relaxed game's feedback: it stays until the player goes on, since a game played at the player's own
   * pace has no clock to move it along.
   */
  isWaitingForPlayer: boolean;
}
