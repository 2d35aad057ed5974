import { gamePointsOf, type SessionSummary } from '@bluffle/shared-schema';
import { useMemo } from 'react';
import { useMessages } from '../../state/use-messages';

/**
 * Where the game's points came from (; docs/product.md §9 Score): the right calls, the rounds whose call and
 * follow-up were both right (1 each), fast answers and streak bonuses, adding up to the score; and, when a
 * right call missed its follow-up, why it earned nothing.
 */
export function PointsBreakdown({ summary }: { summary: SessionSummary }) {
  const { points } = useMessages();
  const text = points.game;
  const game = useMemo(() => gamePointsOf(summary.answers), [summary.answers]);
  const missedFollowups = game.rightCalls - game.forAnswers;
  return (
    <section className="points-breakdown" data-testid="points-breakdown" aria-labelledby="points-title">
      <h2 id="points-title" className="section-title">
        {text.title}
      </h2>
      <ul>
        <li data-testid="points-right-calls">
          {text.rightCalls({ calls: game.rightCalls, rounds: summary.totalRounds })}
        </li>
        <li data-testid="points-answers">{text.answers({ points: game.forAnswers })}</li>
        <li data-testid="points-fast">{text.fast({ points: game.forFast })}</li>
        <li data-testid="points-streaks">{text.streaks({ points: game.forStreaks })}</li>
        <li data-testid="points-total">
          <strong>{text.total({ points: summary.score.totalScore })}</strong>
        </li>
      </ul>
      {missedFollowups > 0 && (
        <p className="muted" data-testid="points-missed-followups">
          {text.missedFollowups({ count: missedFollowups })}
        </p>
      )}
    </section>
  );
}
