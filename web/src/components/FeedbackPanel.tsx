import type { RoundFeedback } from '../state/solo-game-store';

/** The 2-second verdict after a round (spec §4 Follow-up correct / First answer wrong / Timeout). */
export function FeedbackPanel({ feedback }: { feedback: RoundFeedback }) {
  const verdict = feedback.isCorrect ? 'Correct!' : feedback.isTimeout ? "Time's up!" : 'Not quite!';
  return (
    <section
      className={`feedback-panel ${feedback.isCorrect ? 'is-correct' : 'is-wrong'}`}
      data-testid="feedback-panel"
      role="status"
      aria-live="assertive"
    >
      <header className="feedback-header">
        <span className="feedback-verdict">{verdict}</span>
        {feedback.pointsEarned > 0 && <span className="feedback-points">+{feedback.pointsEarned}</span>}
      </header>
      <p className="feedback-word">
        <strong>{feedback.word}</strong>
        <span className={`truth-tag ${feedback.isReal ? 'truth-real' : 'truth-fake'}`}>
          {feedback.isReal ? 'Real word' : 'Made up'}
        </span>
      </p>
      <p className="feedback-definition">{feedback.definition}</p>
      {feedback.usage && <p className="feedback-usage">“{feedback.usage}”</p>}
      {feedback.explanation && <p className="feedback-explanation">{feedback.explanation}</p>}
      {feedback.correctAnswer && (
        <p className="feedback-correct-answer">
          Correct answer: <strong>{feedback.correctAnswer}</strong>
        </p>
      )}
    </section>
  );
}
