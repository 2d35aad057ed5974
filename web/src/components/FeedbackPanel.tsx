import { useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { gameFlow } from '../controllers/game-controller';
import type { FeedbackPause } from '../game/feedback-pause';
import { correctAnswerLangOf, GLOSS_LANG, usagePartsOf, wordLangOf } from '../game/gloss-language';
import { useMessages } from '../state/use-messages';
import type { Messages } from '../i18n/messages';
import type { RoundFeedback } from '../state/solo-game-store';

/** The short, friendly line of a round's end ( 'Feel'): the verdict, and what the word really was. */
function shortLine(feedback: RoundFeedback, text: Messages['round']['feedback']): string {
  switch (feedback.ending) {
    case 'right':
      return text.correct({ points: feedback.pointsEarned });
    case 'timeout':
      return feedback.isReal ? text.timeUpWasReal : text.timeUpWasBluff;
    case 'missed-followup':
      return text.missedFollowup;
    case 'wrong':
      return feedback.isReal ? text.wrongWasReal : text.wrongWasBluff;
  }
}

/**
 * Where the round's points came from (; docs/product.md §9): the answer, fast, the streak; or, for a right call
 * whose follow-up was missed, that a point needs both. Nothing for a wrong call or a timeout: the short line
 * says it all.
 */
function pointsLine(feedback: RoundFeedback, text: Messages['points']['round']): string | null {
  const { points } = feedback;
  if (feedback.ending === 'missed-followup') return text.missedFollowup;
  if (points.total === 0) return null;
  const parts = [text.answer];
  if (points.forFast > 0) parts.push(text.fast);
  if (points.forStreak > 0) parts.push(text.streak({ bonus: points.forStreak, length: points.streak }));
  return parts.join(text.separator);
}

/**
 * The verdict after a round (docs/product.md §4 Follow-up correct / First answer wrong / Timeout): a short line with the
 * word and whether it was real, and behind 'Why?' its definition, usage, explanation and, when the follow-up
 * was missed, the right answer. It shows for the spec's 2 s; the player holds it open to read by resting the
 * pointer on it, keeping the focus in it, 'Hold', or opening 'Why?' (game/feedback-pause.ts). The panel takes
 * the focus when it shows, so Tab goes straight to 'Why?'; the panel's own focus holds nothing.
 */
export function FeedbackPanel({
  feedback,
  pause,
  isLastRound,
  isOpeningRound,
}: {
  feedback: RoundFeedback;
  pause: FeedbackPause | null;
  isLastRound: boolean;
  /** The feedback is over and the next round's word is on its way. */
  isOpeningRound: boolean;
}) {
  const { round, points } = useMessages();
  const text = round.feedback;
  const pointsText = pointsLine(feedback, points.round);
  const panel = useRef<HTMLElement>(null);
  const [isDetailsOpen, setDetailsOpen] = useState(false);
  const verdictId = useId();
  const detailsId = useId();
  const isHeldByControl = pause?.holds.includes('control') ?? false;
  const isHeld = (pause?.holds.length ?? 0) > 0 && !pause?.isContinued;
  // 'Next word' was pressed (the spec's 2 s may still run), or the pause is over and the next word or the
  // results are loading: the button says it is working until they open, and a second press does nothing
  //.
  const isGoingOn = pause === null || pause.isContinued || isOpeningRound;

  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
  }, []);

  const toggleDetails = () => {
    const isOpen = !isDetailsOpen;
    setDetailsOpen(isOpen);
    gameFlow.holdFeedback('details', isOpen);
  };

  // Focus on a control in the panel holds it; focus leaving the panel (or back on the panel itself) lets go.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) gameFlow.holdFeedback('focus', true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    const staysOnControl =
      next instanceof Node && next !== event.currentTarget && event.currentTarget.contains(next);
    if (!staysOnControl) gameFlow.holdFeedback('focus', false);
  };
  // A pointer that moves over the panel holds it; one that was resting where the panel appeared does not
  // (the answer just clicked), and touch has no hover.
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'touch' || (event.movementX === 0 && event.movementY === 0)) return;
    gameFlow.holdFeedback('pointer', true);
  };
  const onPointerLeave = () => gameFlow.holdFeedback('pointer', false);

  const usage = feedback.usage ? usagePartsOf(feedback.usage, feedback.language) : null;
  return (
    <section
      ref={panel}
      className={`feedback-panel ${feedback.isCorrect ? 'is-correct' : 'is-wrong'}`}
      data-testid="feedback-panel"
      // A relaxed game's feedback stays until 'Next word': said here so a test can tell it from one that moves on.
      data-waits-for-player={pause?.isWaitingForPlayer ? 'true' : undefined}
      aria-labelledby={verdictId}
      tabIndex={-1}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
    >
      <div role="status">
        <p className="feedback-verdict" id={verdictId} data-testid="feedback-line">
          {shortLine(feedback, text)}
        </p>
        <p className="feedback-word">
          <strong>{feedback.word}</strong>
          <span className={`truth-tag ${feedback.isReal ? 'truth-real' : 'truth-fake'}`}>
            {feedback.isReal ? text.realWord : text.madeUp}
          </span>
        </p>
        {pointsText && (
          <p className="feedback-points" data-testid="feedback-points">
            {pointsText}
          </p>
        )}
      </div>
      <div className="feedback-controls">
        <button
          type="button"
          className="button button-ghost feedback-toggle"
          data-testid="feedback-why"
          aria-expanded={isDetailsOpen}
          aria-controls={isDetailsOpen ? detailsId : undefined}
          onClick={toggleDetails}
        >
          {text.why}
        </button>
        {/* A relaxed game's feedback waits for 'Next word' anyway: nothing to hold. */}
        {!pause?.isWaitingForPlayer && (
          <button
            type="button"
            className="button button-ghost feedback-hold"
            data-testid="feedback-hold"
            aria-pressed={isHeldByControl}
            title={text.holdTitle}
            onClick={() => gameFlow.holdFeedback('control', !isHeldByControl)}
          >
            {text.hold}
          </button>
        )}
        <button
          type="button"
          className="button feedback-next"
          data-testid="feedback-next"
          disabled={isGoingOn}
          aria-busy={isGoingOn}
          onClick={() => gameFlow.continueAfterFeedback()}
        >
          {isGoingOn
            ? isLastRound
              ? text.seeResultsBusy
              : text.nextWordBusy
            : isLastRound
              ? text.seeResults
              : text.nextWord}
        </button>
      </div>
      {isHeld && (
        <p className="feedback-held" data-testid="feedback-held">
          {text.heldHint}
        </p>
      )}
      {isDetailsOpen && (
        <div className="feedback-details" id={detailsId} data-testid="feedback-details">
          <p className="feedback-definition" lang={GLOSS_LANG}>
            {feedback.definition}
          </p>
          {usage && (
            <p className="feedback-usage">
              “<span lang={wordLangOf(feedback.language)}>{usage.sentence}</span>
              {usage.translation && <span lang={GLOSS_LANG}> ({usage.translation})</span>}”
            </p>
          )}
          {feedback.explanation && (
            <p className="feedback-explanation" lang={GLOSS_LANG}>
              {feedback.explanation}
            </p>
          )}
          {feedback.correctAnswer && (
            <p className="feedback-correct-answer">
              {text.correctAnswer}{' '}
              <strong lang={correctAnswerLangOf(feedback.isReal, feedback.language)}>
                {feedback.correctAnswer}
              </strong>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
