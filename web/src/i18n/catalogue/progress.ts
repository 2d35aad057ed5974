import type { PlayedGameKind } from '@bluffle/shared-schema';
import type { MessagesOf } from './messages-of';

/** XP and levels (docs/product.md §9) on the results and the menu, and the stats view's charts. */
export const progressEnglish = {
  level: (p: { level: number }) => `Level ${p.level}`,
  totalXp: (p: { xp: number }) => `${p.xp} XP in all`,
  toNextLevel: (p: { xp: number; level: number }) => `${p.xp} XP to level ${p.level}`,
  /** The progress bar's name for screen readers. */
  progressLabel: (p: { level: number }) => `Progress to level ${p.level}`,
  progressValue: (p: { xp: number; perLevel: number }) => `${p.xp} of ${p.perLevel} XP`,
  xpTitle: 'Experience',
  xpGained: (p: { xp: number }) => `+${p.xp} XP this game`,
  practiceNoXp: 'Practice games earn no XP.',
  levelUp: 'Level up!',
  levelReached: (p: { level: number }) => `You reached level ${p.level}.`,
  openStats: 'Your stats',
  stats: {
    title: 'Your stats',
    intro: 'Your last games, as the server counted them.',
    loading: 'Loading your games…',
    failed: 'Your games could not be loaded. Please try again.',
    retry: 'Try again',
    empty: 'No games yet. Finish a game and it shows here.',
    signInTitle: 'Sign in to see your stats',
    signInText: 'Your games are kept with your account, so the charts need you signed in.',
    signIn: 'Sign In',
    /** Precision over every game listed, by truth. */
    across: (p: { games: number; real: string; fake: string }) =>
      `${p.games === 1 ? 'In this game' : `Across these ${p.games} games`}: real words ${p.real} right, fakes ${p.fake} caught.`,
    /** The menu's numbers, the server's: every counted game, a lobby's too. */
    totalsTitle: 'All your games',
    /** Read with the account's games note between them, the menu's own words for the lobby games. */
    totalsNote: 'Every game the server counted.',
    chartsNote: 'The charts show your solo, daily and challenge games.',
    /** Games this browser judged offline, added on top of the server's count. */
    offlineGames: (p: { games: number }) =>
      `${p.games === 1 ? 'One game was' : `${p.games} games were`} played offline: only this browser counted ${p.games === 1 ? 'it' : 'them'}.`,
    /** Counted games, none of which a chart can show. */
    noChartedGames: (p: { games: number }) =>
      `Your ${p.games === 1 ? 'game so far was' : `${p.games} games so far were`} played in a multiplayer lobby or offline: ${p.games === 1 ? 'it counts' : 'they count'} in the totals above, and the charts show solo, daily and challenge games only.`,
    boardsTitle: 'Boards',
    boardsIntro: 'Open a game to see who else played its words, and how they did.',
    noneOfTruth: 'none played',
  },
  chart: {
    scoreTitle: 'Score per game',
    percentTitle: 'Accuracy and precision per game',
    gameAxis: 'Game, oldest to newest',
    pointsAxis: 'Points',
    percentAxis: 'Percent',
    gameNumber: (p: { number: number }) => `Game ${p.number}`,
    series: {
      score: 'Score',
      accuracy: 'Accuracy',
      realPrecision: 'Real words right',
      fakePrecision: 'Fakes caught',
    },
    /** How each line looks, said in words so the legend needs no colour. */
    patterns: {
      solidCircles: 'solid line, circles',
      dashedSquares: 'dashed line, squares',
      dottedTriangles: 'dotted line, triangles',
    },
    legend: (p: { series: string; pattern: string }) => `${p.series} (${p.pattern})`,
  },
  table: {
    caption: 'Your last games, newest first',
    show: 'Show the numbers',
    hide: 'Hide the numbers',
    date: 'Date',
    game: 'Game',
    score: 'Score',
    correct: 'Correct',
    accuracy: 'Accuracy',
    real: 'Real words right',
    fake: 'Fakes caught',
    xp: 'XP',
    practice: 'practice',
    /** `correct` of `played` words of one truth, and the percent. */
    ofTruth: (p: { correct: number; played: number; percent: number }) =>
      `${p.correct}/${p.played} (${p.percent}%)`,
  },
  kinds: {
    solo: 'Solo',
    daily: 'Daily five',
    challenge: 'Challenge',
    custom: 'Custom session',
  } satisfies Record<PlayedGameKind, string>,
};

export const progressFilipino: MessagesOf<typeof progressEnglish> = {
  level: (p) => `Antas ${p.level}`,
  totalXp: (p) => `${p.xp} XP lahat-lahat`,
  toNextLevel: (p) => `${p.xp} XP pa bago ang antas ${p.level}`,
  progressLabel: (p) => `Progreso papuntang antas ${p.level}`,
  progressValue: (p) => `${p.xp} sa ${p.perLevel} XP`,
  xpTitle: 'Karanasan',
  xpGained: (p) => `+${p.xp} XP sa larong ito`,
  practiceNoXp: 'Walang XP ang mga larong pagsasanay.',
  levelUp: 'Umakyat ka ng antas!',
  levelReached: (p) => `Naabot mo na ang antas ${p.level}.`,
  openStats: 'Ang stats mo',
  stats: {
    title: 'Ang stats mo',
    intro: 'Ang mga huling laro mo, ayon sa bilang ng server.',
    loading: 'Kinukuha ang mga laro mo…',
    failed: 'Hindi makuha ang mga laro mo. Pakisubukan ulit.',
    retry: 'Subukan ulit',
    empty: 'Wala pang laro. Tapusin ang isang laro at lalabas ito rito.',
    signInTitle: 'Mag-sign in para makita ang stats mo',
    signInText: 'Nakatago ang mga laro mo sa account mo, kaya kailangang naka-sign in ka para sa mga chart.',
    signIn: 'Mag-sign in',
    across: (p) =>
      `${p.games === 1 ? 'Sa larong ito' : `Sa ${p.games} larong ito`}: ${p.real} ng totoong salita ang tama mo, ${p.fake} ng mga peke ang nahuli mo.`,
    totalsTitle: 'Lahat ng laro mo',
    totalsNote: 'Bawat larong binilang ng server.',
    chartsNote: 'Ang mga chart ay para sa solo, daily at hamon mo.',
    offlineGames: (p) =>
      `${p.games === 1 ? 'Isang laro ang' : `${p.games} laro ang`} nilaro nang offline: ang browser lang na ito ang nagbilang ${p.games === 1 ? 'nito' : 'ng mga ito'}.`,
    noChartedGames: (p) =>
      `${p.games === 1 ? 'Ang nag-iisang laro mo ay' : `Ang ${p.games} laro mo ay`} nilaro sa multiplayer lobby o offline: ${p.games === 1 ? 'kasama ito' : 'kasama ang mga ito'} sa bilang sa itaas, at solo, daily at hamon lang ang ipinapakita ng mga chart.`,
    boardsTitle: 'Mga talaan',
    boardsIntro:
      'Buksan ang isang laro para makita kung sino pa ang naglaro ng mga salita nito, at kung paano sila.',
    noneOfTruth: 'walang nalaro',
  },
  chart: {
    scoreTitle: 'Score bawat laro',
    percentTitle: 'Katumpakan at presisyon bawat laro',
    gameAxis: 'Laro, mula pinakaluma hanggang pinakabago',
    pointsAxis: 'Puntos',
    percentAxis: 'Porsiyento',
    gameNumber: (p) => `Laro ${p.number}`,
    series: {
      score: 'Score',
      accuracy: 'Katumpakan',
      realPrecision: 'Tamang totoong salita',
      fakePrecision: 'Nahuling peke',
    },
    patterns: {
      solidCircles: 'buong linya, bilog',
      dashedSquares: 'putol-putol na linya, parisukat',
      dottedTriangles: 'tuldok-tuldok na linya, tatsulok',
    },
    legend: (p) => `${p.series} (${p.pattern})`,
  },
  table: {
    caption: 'Ang mga huling laro mo, pinakabago muna',
    show: 'Ipakita ang mga numero',
    hide: 'Itago ang mga numero',
    date: 'Petsa',
    game: 'Laro',
    score: 'Score',
    correct: 'Tama',
    accuracy: 'Katumpakan',
    real: 'Tamang totoong salita',
    fake: 'Nahuling peke',
    xp: 'XP',
    practice: 'pagsasanay',
    ofTruth: (p) => `${p.correct}/${p.played} (${p.percent}%)`,
  },
  kinds: {
    solo: 'Solo',
    daily: 'Lima ng Araw',
    challenge: 'Hamon',
    custom: 'Custom na session',
  },
};
