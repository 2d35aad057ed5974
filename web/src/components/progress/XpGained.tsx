import { levelChangeOf, xpGainedBy, type SessionSummary } from '@bluffle/shared-schema';
import { useMessages } from '../../state/use-messages';
import { LevelProgress } from './LevelProgress';

/**
 * The results' XP (docs/product.md §9: the game's score ×10): what this game added, the level now with its bar, and a
 * 'Level up!' when the game crossed a level. `xpAfterGame` is the player's XP with this game counted (the
 * stats are saved before the results show). A practice replay counts nowhere, so it earns nothing and says so.
 */
export function XpGained({
  summary,
  xpAfterGame,
}: {
  summary: Pick<SessionSummary, 'xpEarned' | 'isPractice'>;
  xpAfterGame: number;
}) {
  const { progress } = useMessages();
  const change = levelChangeOf(xpAfterGame, xpGainedBy(summary));
  return (
    <section className="xp-gained" data-testid="results-xp" aria-labelledby="xp-title">
      <h2 id="xp-title" className="section-title">
        {progress.xpTitle}
      </h2>
      {summary.isPractice ? (
        <p className="xp-gained-note" data-testid="results-xp-practice">
          {progress.practiceNoXp}
        </p>
      ) : (
        <p className="xp-gained-amount" data-testid="results-xp-gained">
          {progress.xpGained({ xp: change.xpGained })}
        </p>
      )}
      {change.isLevelUp && (
        <p className="level-up" role="status" data-testid="results-level-up">
          <strong>{progress.levelUp}</strong> {progress.levelReached({ level: change.progress.level })}
        </p>
      )}
      <LevelProgress xp={xpAfterGame} testId="results-level" />
    </section>
  );
}
