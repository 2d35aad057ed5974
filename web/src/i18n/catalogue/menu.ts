import type { MessagesOf } from './messages-of';

/** The guest menu (docs/product.md §2 Main menu, guest). */
export const menuEnglish = {
  tagline: '5 rounds. Rare words versus fake ones. No second chances.',
  yourName: 'Your name',
  namePlaceholder: 'Enter your name',
  randomNameLabel: 'Pick a random name',
  randomNameTitle: 'Random name',
  signInToSave: 'Sign In to save progress',
  /** A guest may watch a lobby by its code without signing in. */
  watchGame: 'Watch a game with a code',
};

export const menuFilipino: MessagesOf<typeof menuEnglish> = {
  tagline: '5 yugto. Bihirang salita laban sa gawa-gawa. Walang pangalawang pagkakataon.',
  yourName: 'Pangalan mo',
  namePlaceholder: 'Ilagay ang pangalan mo',
  randomNameLabel: 'Pumili ng random na pangalan',
  randomNameTitle: 'Random na pangalan',
  signInToSave: 'Mag-sign in para ma-save ang progreso',
  watchGame: 'Manood ng laro gamit ang code',
};
