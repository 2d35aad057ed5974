import type { MessagesOf } from './messages-of';

/** The signed-in menu (docs/product.md §2 Main menu, signed in): the user card, the stats tiles and the role buttons. */
export const accountEnglish = {
  /** `provider` is the provider's own name (Google, GitHub...) or one of the two below. */
  connectedVia: (p: { provider: string }) => `Connected via ${p.provider}`,
  localSignIn: 'local sign-in',
  unknownProvider: 'unknown provider',
  /** The account's id, for an operator who grants a role with npm run user:role. */
  accountId: 'Account id',
  tiles: {
    score: 'Score',
    games: 'Games',
    streak: 'Streak',
    /** Under the Games count, on the menu and the stats page alike: the server counts lobby games too. */
    gamesNote: 'Multiplayer lobby games included.',
  },
  averageScore: 'Average score',
  multiplayer: 'Multiplayer',
  wordsmith: 'Wordsmith',
  upgrade: 'Upgrade to Wordsmith',
  adminPanel: 'Admin Panel',
  logout: 'Logout',
};

export const accountFilipino: MessagesOf<typeof accountEnglish> = {
  connectedVia: (p) => `Naka-konekta gamit ang ${p.provider}`,
  localSignIn: 'lokal na sign-in',
  unknownProvider: 'hindi kilalang provider',
  accountId: 'ID ng account',
  tiles: {
    score: 'Iskor',
    games: 'Laro',
    streak: 'Sunod-sunod',
    gamesNote: 'Kasama ang mga laro sa multiplayer lobby.',
  },
  averageScore: 'Karaniwang iskor',
  multiplayer: 'Multiplayer',
  wordsmith: 'Wordsmith',
  upgrade: 'Mag-upgrade sa Wordsmith',
  adminPanel: 'Panel ng Admin',
  logout: 'Mag-logout',
};
