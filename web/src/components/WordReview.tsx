import { roundEndingOf, type SessionAnswerView } from '@bluffle/shared-schema';
import type { Messages } from '../i18n/messages';
import { useMessages } from '../i18n/use-messages';

function answerText(answer: SessionAnswerView, words: Messages['wordReview']): string {
  if (answer.playerAnswer === null) return words.noAnswer;
  const said = answer.playerAnswer ? words.saidReal : words.saidFake;
  // Right first answer but a wrong round: the follow-up was missed (spec §1: both answers must be right).
  return roundEndingOf(answer) === 'missed-followup' ? words.missedFollowup({ said }) : said;
}

/** The results screen's horizontally scrolling review of each word (spec §2 Results screen). */
export function WordReview({ answers }: { answers: SessionAnswerView[] }) {
  const { wordReview: words } = useMessages();
  return (
    <section className="word-review-section" aria-labelledby="word-review-title">
      <h2 id="word-review-title" className="section-title">
        {words.title}
      </h2>
      <ol className="word-review" data-testid="word-review" tabIndex={0} aria-label={words.listLabel}>
        {answers.map((answer) => (
          <li
            key={`${answer.roundNumber}-${answer.wordId}`}
            className={`review-card ${answer.isCorrect ? 'is-correct' : 'is-wrong'}`}
            data-testid="review-card"
          >
            <p className="review-word">{answer.word}</p>
            <span className={`truth-tag ${answer.isReal ? 'truth-real' : 'truth-fake'}`}>
              {answer.isReal ? words.realWord : words.madeUp}
            </span>
            <p className="review-answer">{answerText(answer, words)}</p>
            <p className="review-verdict">{answer.isCorrect ? words.right : words.wrong}</p>
            {/* The word bank's gloss, in English for every word's language: content, not interface. */}
            <p className="review-definition" lang="en">
              {answer.definition}
            </p>
            {/* The longer story of a bluff, which the feedback kept behind 'Why?' (issue 10 'Feel'). */}
            {answer.explanation && (
              <p className="review-explanation" lang="en" data-testid="review-explanation">
                {answer.explanation}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
