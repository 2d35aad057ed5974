import { XP_PER_LEVEL, XP_PER_POINT } from '../constants';

/** XP gained is the game's total score ×10 (docs/product.md §9). */
export function xpForScore(totalScore: number): number {
  return totalScore * XP_PER_POINT;
}

/** Level = floor(xp / 100) + 1 (docs/product.md §9), so a new player is level 1. */
export function levelForXp(xp: number): number {
  return Math.floor(Math.max(0, xp) / XP_PER_LEVEL) + 1;
}
