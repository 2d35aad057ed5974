import type { MessagesOf } from './messages-of';

/** Both menus' start form (spec §2 Main menu). */
export const startEnglish = {
  startGame: 'Start Game',
};

export const startFilipino: MessagesOf<typeof startEnglish> = {
  startGame: 'Simulan ang Laro',
};
