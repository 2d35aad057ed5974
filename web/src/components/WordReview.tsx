import { roundEndingOf, type SessionAnswerView } from '@bluffle/shared-schema';

function answerText(answer: SessionAnswerView): string {
  if (answer.playerAnswer === null) return 'No answer (time ran out)';
  const said = answer.playerAnswer ? 'You said: Real' : 'You said: Fake';
  // Right first answer but a wrong round: the follow-up was missed (spec §1: both answers must be right).
  return roundEndingOf(answer) === 'missed-followup' ? `${said}, missed the follow-up` : said;
}

/** The results screen's horizontally scrolling review of each word (spec §2 Results screen). */
export function WordReview({ answers }: { answers: SessionAnswerView[] }) {
  return (
    <section className="word-review-section" aria-labelledby="word-review-title">
      <h2 id="word-review-title" className="section-title">
        Word Review
      </h2>
      <ol className="word-review" data-testid="word-review" tabIndex={0} aria-label="Words of this game">
        {answers.map((answer) => (
          <li
            key={`${answer.roundNumber}-${answer.wordId}`}
            className={`review-card ${answer.isCorrect ? 'is-correct' : 'is-wrong'}`}
            data-testid="review-card"
          >
            <p className="review-word">{answer.word}</p>
            <span className={`truth-tag ${answer.isReal ? 'truth-real' : 'truth-fake'}`}>
              {answer.isReal ? 'Real word' : 'Made up'}
            </span>
            <p className="review-answer">{answerText(answer)}</p>
            <p className="review-verdict">{answer.isCorrect ? '✓ Right' : '✗ Wrong'}</p>
            <p className="review-definition">{answer.definition}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
