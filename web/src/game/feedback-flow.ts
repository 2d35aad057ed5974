import type { StoreApi } from 'zustand/vanilla';
import type { SoloGameState } from '../state/solo-game-store';
import { feedbackEndsAtMs, newFeedbackPause, withHold, type FeedbackHold } from './feedback-pause';
import { OneShotTimer } from './one-shot-timer';

/**
 * The feedback's time on screen ( 'Feel'): the spec's 2 s, longer while the player holds it open to
 * read, or until 'Next word' in a relaxed game (the rule: feedback-pause.ts). The store keeps the pause, so the panel shows what holds it; this
 * schedules its end, again whenever a hold changes, and calls `onOver` once when it is over.
 */
export function createFeedbackFlow(deps: {
  gameStore: StoreApi<SoloGameState>;
  now: () => number;
  onOver: () => void;
}) {
  const { gameStore, now } = deps;
  const timer = new OneShotTimer();

  const schedule = () => {
    const pause = gameStore.getState().feedbackPause;
    if (pause === null) return;
    const endsAtMs = feedbackEndsAtMs(pause);
    if (endsAtMs === null) {
      timer.stop();
      return;
    }
    timer.start(endsAtMs - now(), () => {
      // Only a pause still on screen ends (a new game or round has cleared it).
      if (gameStore.getState().feedbackPause !== pause) return;
      gameStore.setState({ feedbackPause: null });
      deps.onOver();
    });
  };

  return {
    /** The feedback has just shown: its pause starts now (in a relaxed game, it waits for 'Next word'). */
    start(isWaitingForPlayer: boolean): void {
      gameStore.setState({ feedbackPause: newFeedbackPause(now(), isWaitingForPlayer) });
      schedule();
    },
    /** A hold taken or let go (the pointer, the focus, the Hold toggle, the details). */
    hold(hold: FeedbackHold, isHeld: boolean): void {
      const pause = gameStore.getState().feedbackPause;
      if (pause === null) return;
      const next = withHold(pause, hold, isHeld, now());
      if (next === pause) return;
      gameStore.setState({ feedbackPause: next });
      schedule();
    },
    /** 'Next word': on as soon as the spec's pause allows, whatever holds it. */
    continueNow(): void {
      const pause = gameStore.getState().feedbackPause;
      if (pause === null || pause.isContinued) return;
      gameStore.setState({ feedbackPause: { ...pause, isContinued: true } });
      schedule();
    },
    stop(): void {
      timer.stop();
    },
  };
}

export type FeedbackFlow = ReturnType<typeof createFeedbackFlow>;
