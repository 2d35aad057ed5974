import type { MessagesOf } from './messages-of';

/** The challenge board: everyone's first counted attempt at a shared set, best first. */
export const boardEnglish = {
  title: 'Board',
  caption: 'Everyone who played these words, best score first, then fastest',
  loading: 'Loading the board…',
  /** The server's 403 board-locked: only for the set's creator and those who finished it. */
  locked: 'The board opens once you have finished these words.',
  failed: 'The board could not be loaded. Try again later.',
  empty: 'Nobody has played these words yet. Share the link and the board fills up.',
  rank: 'Rank',
  player: 'Player',
  score: 'Score',
  time: 'Time',
  date: 'Date',
  you: 'you',
  relaxed: 'relaxed',
  seconds: (p: { seconds: string }) => `${p.seconds} s`,
  yourRank: (p: { rank: number; total: number }) => `You are number ${p.rank} of ${p.total}.`,
  range: (p: { from: number; to: number; total: number }) => `${p.from}–${p.to} of ${p.total}`,
  previous: 'Previous',
  next: 'Next',
  /** My Bluffles: opens a custom session's board. */
  show: 'Board',
  hide: 'Hide board',
};

export const boardFilipino: MessagesOf<typeof boardEnglish> = {
  title: 'Talaan',
  caption: 'Lahat ng naglaro ng mga salitang ito, pinakamataas na iskor muna, saka ang pinakamabilis',
  loading: 'Nilo-load ang talaan…',
  locked: 'Bubukas ang talaan kapag natapos mo na ang mga salitang ito.',
  failed: 'Hindi ma-load ang talaan. Subukan ulit mamaya.',
  empty: 'Wala pang naglaro ng mga salitang ito. Ibahagi ang link at mapupuno ang talaan.',
  rank: 'Puwesto',
  player: 'Manlalaro',
  score: 'Iskor',
  time: 'Oras',
  date: 'Petsa',
  you: 'ikaw',
  relaxed: 'relaks',
  seconds: (p) => `${p.seconds} s`,
  yourRank: (p) => `Ika-${p.rank} ka sa ${p.total}.`,
  range: (p) => `${p.from}–${p.to} sa ${p.total}`,
  previous: 'Nakaraan',
  next: 'Susunod',
  show: 'Talaan',
  hide: 'Itago ang talaan',
};
