import type { MessagesOf } from './messages-of';

/** Both menus' start form (docs/product.md §2 Main menu). */
export const startEnglish = {
  startGame: 'Start Game',
  /** Play at your own pace (WCAG 2.2.1): solo games, challenges and the daily five. */
  relaxed: 'Relaxed (no timer)',
  relaxedHint: 'No countdown and no fast bonus. Your games still count.',
};

export const startFilipino: MessagesOf<typeof startEnglish> = {
  startGame: 'Simulan ang Laro',
  relaxed: 'Relaks (walang timer)',
  relaxedHint: 'Walang timer at walang dagdag na puntos sa bilis. Bibilang pa rin ang mga laro mo.',
};
