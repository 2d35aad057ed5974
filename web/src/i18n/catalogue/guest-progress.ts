import type { MessagesOf } from './messages-of';

const games = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

/** 'Keep your guest games?' after a sign-in ( 'Guest progress kept'). */
export const guestProgressEnglish = {
  title: 'Keep your guest games?',
  offer: (p: { games: number }) =>
    `You played ${games(p.games)} as a guest in this browser. Add ${p.games === 1 ? 'it' : 'them'} to your account’s stats? Games played offline stay on this browser.`,
  add: (p: { games: number }) => `Add ${games(p.games)}`,
  adding: 'Adding…',
  notNow: 'Not now',
  /** 'Added 3 games to your account.', with the practice replays that counted nowhere named honestly. */
  added: (p: { added: number; practice: number }) => {
    const main = p.added === 0 ? 'No new games to add.' : `Added ${games(p.added)} to your account.`;
    if (p.practice === 0) return main;
    const verbs = p.practice === 1 ? 'stays practice and counts' : 'stay practice and count';
    return `${main} ${games(p.practice)} of words you had already played ${verbs} nowhere.`;
  },
  addFailed: 'Your guest games could not be added. Please try again.',
};

export const guestProgressFilipino: MessagesOf<typeof guestProgressEnglish> = {
  title: 'Itabi ang mga laro mo bilang guest?',
  offer: (p) =>
    `Naglaro ka ng ${p.games} laro bilang guest sa browser na ito. Idagdag ${p.games === 1 ? 'ito' : 'ang mga ito'} sa stats ng account mo? Mananatili sa browser na ito ang mga larong nilaro offline.`,
  add: (p) => `Idagdag ang ${p.games} laro`,
  adding: 'Idinadagdag…',
  notNow: 'Saka na',
  added: (p) => {
    const main =
      p.added === 0 ? 'Walang bagong larong maidadagdag.' : `Naidagdag ang ${p.added} laro sa account mo.`;
    if (p.practice === 0) return main;
    return `${main} Ang ${p.practice} laro sa mga salitang nalaro mo na ay mananatiling pagsasanay at hindi mabibilang kahit saan.`;
  },
  addFailed: 'Hindi naidagdag ang mga laro mo bilang guest. Pakisubukan ulit.',
};
