import { levelProgressOf } from '@bluffle/shared-schema';
import { useMessages } from '../../state/use-messages';

/**
 * The player's level and XP (docs/product.md §9: a level every 100 XP) with a bar to the next level, said in words as
 * well (the bar's value text, and the XP still to earn), so nothing rests on the bar's colour or length.
 */
export function LevelProgress({ xp, testId }: { xp: number; testId: string }) {
  const { progress } = useMessages();
  const standing = levelProgressOf(xp);
  const nextLevel = standing.level + 1;
  return (
    <div className="level-progress" data-testid={testId}>
      <div className="level-progress-head">
        <strong className="level-badge" data-testid={`${testId}-level`}>
          {progress.level({ level: standing.level })}
        </strong>
        <span className="level-total" data-testid={`${testId}-xp`}>
          {progress.totalXp({ xp: Math.max(0, Math.floor(xp)) })}
        </span>
      </div>
      <div
        className="level-bar"
        role="progressbar"
        aria-label={progress.progressLabel({ level: nextLevel })}
        aria-valuemin={0}
        aria-valuemax={standing.xpPerLevel}
        aria-valuenow={standing.xpIntoLevel}
        aria-valuetext={progress.progressValue({ xp: standing.xpIntoLevel, perLevel: standing.xpPerLevel })}
      >
        <div className="level-bar-fill" style={{ width: `${standing.percent}%` }} />
      </div>
      <p className="level-next" data-testid={`${testId}-next`}>
        {progress.toNextLevel({ xp: standing.xpToNextLevel, level: nextLevel })}
      </p>
    </div>
  );
}
