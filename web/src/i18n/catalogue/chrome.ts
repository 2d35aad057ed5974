import type { MessagesOf } from './messages-of';

/** The page around the screens: footer, loading states, toasts, the way back to the game. */
export const chromeEnglish = {
  /** The tab's title (index.html has the English one until the app starts). */
  documentTitle: 'Bluffle: real word or bluff?',
  footer: (p: { year: number }) => `© ${p.year} Bluffle · Real word or bluff?`,
  shufflingDictionary: 'Shuffling the dictionary…',
  checkingSignIn: 'Checking your sign-in…',
  dismissToast: 'Dismiss message',
  backToGame: 'Back to Game',
};

export const chromeFilipino: MessagesOf<typeof chromeEnglish> = {
  documentTitle: 'Bluffle: totoong salita o gawa-gawa?',
  footer: (p) => `© ${p.year} Bluffle · Totoong salita o gawa-gawa?`,
  shufflingDictionary: 'Binabalasa ang diksiyunaryo…',
  checkingSignIn: 'Tinitingnan ang pag-sign in mo…',
  dismissToast: 'Isara ang mensahe',
  backToGame: 'Bumalik sa Laro',
};
