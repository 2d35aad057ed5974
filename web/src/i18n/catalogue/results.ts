import type { MessagesOf } from './messages-of';

/** The results screen's own words (docs/product.md §2 Results screen); the message, grid and verdict have their areas. */
export const resultsEnglish = {
  title: 'Game Over',
  originalScored: (p: { name: string; score: number; max: number }) =>
    `${p.name} scored ${p.score}/${p.max} on these words.`,
  practice:
    'Practice: you have played these words before, so this game counts toward no stats and no challenge.',
  relaxed: 'Played relaxed: no timer and no fast bonus. It counts like any game.',
  /** A challenge whose original was played relaxed: its score had no clock and no fast bonus. */
  originalRelaxed: (p: { name: string }) => `${p.name} played relaxed: no timer and no fast bonus.`,
  tiles: {
    correct: 'Correct',
    fast: 'Fast',
    bestStreak: 'Best Streak',
    accuracy: 'Accuracy',
  },
  /** Below 50% (docs/product.md §9): a word of the game to remember; its definition or explanation follows. */
  reminderReal: (p: { word: string }) => `Remember: “${p.word}” is a real word.`,
  reminderBluff: (p: { word: string }) => `Remember: “${p.word}” was a bluff.`,
  bluffWithoutExplanation: 'Nobody uses it for real.',
  overall: {
    title: 'Your stats',
    gamesPlayed: 'Games Played',
    bestStreak: 'Best Streak',
    averageScore: 'Avg Score',
  },
  playAgain: 'Play Again',
  /** After the daily five, Play Again starts an ordinary game: the daily five is once a day. */
  playRegularGame: 'Play a regular game',
  shareScore: 'Share Your Score',
};

export const resultsFilipino: MessagesOf<typeof resultsEnglish> = {
  title: 'Tapos na ang Laro',
  originalScored: (p) => `Nakakuha si ${p.name} ng ${p.score}/${p.max} sa mga salitang ito.`,
  practice:
    'Pagsasanay: nalaro mo na ang mga salitang ito dati, kaya hindi ito bibilang sa stats mo o sa anumang hamon.',
  relaxed:
    'Nilaro nang relaks: walang timer at walang dagdag na puntos sa bilis. Bibilang ito gaya ng anumang laro.',
  originalRelaxed: (p) =>
    `Nilaro ito ni ${p.name} nang relaks: walang timer at walang dagdag na puntos sa bilis.`,
  tiles: {
    correct: 'Tama',
    fast: 'Mabilis',
    bestStreak: 'Pinakamahabang Sunod-sunod',
    accuracy: 'Katumpakan',
  },
  reminderReal: (p) => `Tandaan: totoong salita ang “${p.word}”.`,
  reminderBluff: (p) => `Tandaan: bluff ang “${p.word}”.`,
  bluffWithoutExplanation: 'Walang gumagamit nito nang totohanan.',
  overall: {
    title: 'Ang stats mo',
    gamesPlayed: 'Mga Nalaro',
    bestStreak: 'Pinakamahabang Sunod-sunod',
    averageScore: 'Karaniwang Iskor',
  },
  playAgain: 'Maglaro Ulit',
  playRegularGame: 'Maglaro ng karaniwang laro',
  shareScore: 'I-share ang Iskor Mo',
};
