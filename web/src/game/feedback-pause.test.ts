import { FEEDBACK_DELAY_MS, FEEDBACK_HOLD_MAX_MS, FEEDBACK_RELEASE_GRACE_MS } from '@bluffle/shared-schema';
import { feedbackEndsAtMs, isHeld, newFeedbackPause, withHold } from './feedback-pause';

const SHOWN = 10_000;

describe('the feedback pause (hold it open to read)', () => {
  it('lasts the spec pause when nothing holds it', () => {
    expect(feedbackEndsAtMs(newFeedbackPause(SHOWN))).toBe(SHOWN + FEEDBACK_DELAY_MS);
  });

  it('waits while held, up to the longest hold', () => {
    const held = withHold(newFeedbackPause(SHOWN), 'pointer', true, SHOWN + 500);
    expect(isHeld(held)).toBe(true);
    expect(feedbackEndsAtMs(held)).toBe(SHOWN + FEEDBACK_HOLD_MAX_MS);
  });

  it('goes on a grace after the last hold lets go, never before the spec pause', () => {
    const pause = newFeedbackPause(SHOWN);
    const early = withHold(withHold(pause, 'pointer', true, SHOWN + 100), 'pointer', false, SHOWN + 300);
    expect(feedbackEndsAtMs(early)).toBe(SHOWN + FEEDBACK_DELAY_MS);
    const late = withHold(withHold(pause, 'focus', true, SHOWN + 100), 'focus', false, SHOWN + 9000);
    expect(feedbackEndsAtMs(late)).toBe(SHOWN + 9000 + FEEDBACK_RELEASE_GRACE_MS);
  });

  it('stays held while any hold remains, and only the last one starts the grace', () => {
    let pause = newFeedbackPause(SHOWN);
    pause = withHold(pause, 'details', true, SHOWN + 100);
    pause = withHold(pause, 'focus', true, SHOWN + 200);
    pause = withHold(pause, 'focus', false, SHOWN + 5000);
    expect(feedbackEndsAtMs(pause)).toBe(SHOWN + FEEDBACK_HOLD_MAX_MS);
    pause = withHold(pause, 'details', false, SHOWN + 7000);
    expect(feedbackEndsAtMs(pause)).toBe(SHOWN + 7000 + FEEDBACK_RELEASE_GRACE_MS);
  });

  it('never outlasts the longest hold, even when let go just before it', () => {
    const held = withHold(newFeedbackPause(SHOWN), 'control', true, SHOWN);
    const released = withHold(held, 'control', false, SHOWN + FEEDBACK_HOLD_MAX_MS - 10);
    expect(feedbackEndsAtMs(released)).toBe(SHOWN + FEEDBACK_HOLD_MAX_MS);
  });

  it('goes on as soon as the pause allows when the player asks to, whatever holds it', () => {
    const held = withHold(newFeedbackPause(SHOWN), 'focus', true, SHOWN);
    expect(feedbackEndsAtMs({ ...held, isContinued: true })).toBe(SHOWN + FEEDBACK_DELAY_MS);
  });

  it('leaves the pause as it was when a hold does not change', () => {
    const held = withHold(newFeedbackPause(SHOWN), 'pointer', true, SHOWN);
    expect(withHold(held, 'pointer', true, SHOWN + 50)).toBe(held);
    const pause = newFeedbackPause(SHOWN);
    expect(withHold(pause, 'focus', false, SHOWN + 50)).toBe(pause);
  });

  it('waits for the player in a relaxed game, however long, and goes on after the pause when asked', () => {
    const relaxed = newFeedbackPause(SHOWN, true);
    expect(feedbackEndsAtMs(relaxed)).toBeNull();
    const released = withHold(withHold(relaxed, 'pointer', true, SHOWN), 'pointer', false, SHOWN + 100);
    expect(feedbackEndsAtMs(released)).toBeNull();
    expect(feedbackEndsAtMs({ ...released, isContinued: true })).toBe(SHOWN + FEEDBACK_DELAY_MS);
  });
});
