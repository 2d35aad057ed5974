import { XP_PER_LEVEL } from '../constants';
import { levelForXp } from './xp';

/** Where a player stands in their level (docs/product.md §9: a level every 100 XP), for a progress bar. */
export interface LevelProgress {
  level: number;
  /** XP earned since the level began: 0 up to XP_PER_LEVEL - 1. */
  xpIntoLevel: number;
  /** The XP a level takes. */
  xpPerLevel: number;
  /** XP still to earn before the next level. */
  xpToNextLevel: number;
  /** The share of the level done, a whole percent 0-99 (a full bar is the next level's empty one). */
  percent: number;
}

export function levelProgressOf(xp: number): LevelProgress {
  const total = Math.max(0, Math.floor(xp));
  const xpIntoLevel = total % XP_PER_LEVEL;
  return {
    level: levelForXp(total),
    xpIntoLevel,
    xpPerLevel: XP_PER_LEVEL,
    xpToNextLevel: XP_PER_LEVEL - xpIntoLevel,
    percent: Math.floor((xpIntoLevel / XP_PER_LEVEL) * 100),
  };
}

/** The XP a finished game adds: its summary's, except a practice replay, which counts nowhere (docs/design.md decision 11). */
export function xpGainedBy(game: { xpEarned: number; isPractice: boolean }): number {
  return game.isPractice ? 0 : Math.max(0, game.xpEarned);
}

/** What one game did to the player's level, told from their XP after it and the XP it added. */
export interface LevelChange {
  xpGained: number;
  levelBefore: number;
  progress: LevelProgress;
  /** The game crossed at least one level boundary: the results' 'Level up!' moment. */
  isLevelUp: boolean;
}

export function levelChangeOf(xpAfterGame: number, xpGained: number): LevelChange {
  const progress = levelProgressOf(xpAfterGame);
  const levelBefore = levelForXp(xpAfterGame - xpGained);
  return { xpGained, levelBefore, progress, isLevelUp: progress.level > levelBefore };
}
