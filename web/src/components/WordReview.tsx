import {
  gamePointsOf,
  roundEndingOf,
  type RoundPoints,
  type SessionAnswerView,
} from '@bluffle/shared-schema';
import { useMemo } from 'react';
import type { Messages } from '../i18n/messages';
import { useMessages } from '../state/use-messages';

function answerText(answer: SessionAnswerView, words: Messages['wordReview']): string {
  if (answer.playerAnswer === null) return words.noAnswer;
  return answer.playerAnswer ? words.saidReal : words.saidFake;
}

/**
 * The card's verdict: right, wrong, or a right call whose follow-up was missed (docs/product.md §1: both answers must be
 * right), said as such rather than a plain 'Wrong'.
 */
function verdictText(answer: SessionAnswerView, words: Messages['wordReview'], points: Messages['points']) {
  if (answer.isCorrect) return words.right;
  return roundEndingOf(answer) === 'missed-followup' ? points.review.rightCallMissedFollowup : words.wrong;
}

/** Where a right round's points came from: '+3 (1 for the answer + 1 fast + 1 streak)'. */
function PointsOfRound({ round, text }: { round: RoundPoints; text: Messages['points']['review'] }) {
  return (
    <p className="review-points" data-testid="review-points">
      <strong>{text.points({ total: round.total })}</strong> (
      {text.parts({ fast: round.forFast, streak: round.forStreak })})
    </p>
  );
}

/** The results screen's horizontally scrolling review of each word (docs/product.md §2 Results screen). */
export function WordReview({ answers }: { answers: SessionAnswerView[] }) {
  const { wordReview: words, points } = useMessages();
  const pointsByRound = useMemo(() => {
    const byRound = new Map<number, RoundPoints>();
    const inOrder = [...answers].sort((first, second) => first.roundNumber - second.roundNumber);
    gamePointsOf(inOrder).rounds.forEach((round, index) => byRound.set(inOrder[index]!.roundNumber, round));
    return byRound;
  }, [answers]);
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
            <p className="review-verdict" data-testid="review-verdict">
              {verdictText(answer, words, points)}
            </p>
            {answer.isCorrect && pointsByRound.has(answer.roundNumber) && (
              <PointsOfRound round={pointsByRound.get(answer.roundNumber)!} text={points.review} />
            )}
            {/* The word bank's gloss, in English for every word's language: content, not interface. */}
            <p className="review-definition" lang="en">
              {answer.definition}
            </p>
            {/* The longer story of a bluff, which the feedback kept behind 'Why?'. */}
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
