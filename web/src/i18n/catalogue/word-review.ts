import type { MessagesOf } from './messages-of';

/** The results' word review (docs/product.md §2 Results screen); the truth tags are the verdict table's too. */
export const wordReviewEnglish = {
  title: 'Word Review',
  listLabel: 'Words of this game',
  realWord: 'Real word',
  madeUp: 'Made up',
  noAnswer: 'No answer (time ran out)',
  saidReal: 'You said: Real',
  saidFake: 'You said: Fake',
  right: '✓ Right',
  wrong: '✗ Wrong',
};

export const wordReviewFilipino: MessagesOf<typeof wordReviewEnglish> = {
  title: 'Balik-tanaw sa mga Salita',
  listLabel: 'Mga salita ng larong ito',
  realWord: 'Totoong salita',
  madeUp: 'Gawa-gawa',
  noAnswer: 'Walang sagot (naubos ang oras)',
  saidReal: 'Sagot mo: Totoo',
  saidFake: 'Sagot mo: Peke',
  right: '✓ Tama',
  wrong: '✗ Mali',
};
