import { precisionPercent, type PlayedGameKind, type PlayedGameView } from '@bluffle/shared-schema';

/** One game as the stats view's charts plot it: numbered from the oldest listed, left to right. */
export interface ProgressPoint {
  gameNumber: number;
  playedAt: string;
  kind: PlayedGameKind;
  isPractice: boolean;
  score: number;
  accuracy: number;
  /** null when the game had no word of that truth: the line leaves a gap rather than dip to 0. */
  realWordPrecision: number | null;
  fakeWordPrecision: number | null;
}

/** The server lists newest first; a chart over time reads oldest first. */
export function progressSeriesOf(games: readonly PlayedGameView[]): ProgressPoint[] {
  return [...games].reverse().map((game, index) => ({
    gameNumber: index + 1,
    playedAt: game.playedAt,
    kind: game.kind,
    isPractice: game.isPractice,
    score: game.score,
    accuracy: game.accuracy,
    realWordPrecision: game.realWordPrecision,
    fakeWordPrecision: game.fakeWordPrecision,
  }));
}

/** Real-vs-fake precision over every listed game together, by truth; null for a truth none of them played. */
export interface PrecisionAcross {
  games: number;
  realWordPrecision: number | null;
  fakeWordPrecision: number | null;
}

export function precisionAcross(games: readonly PlayedGameView[]): PrecisionAcross {
  const sum = (field: 'realWordsCorrect' | 'realWordsPlayed' | 'fakeWordsCorrect' | 'fakeWordsPlayed') =>
    games.reduce((total, game) => total + game[field], 0);
  const realPlayed = sum('realWordsPlayed');
  const fakePlayed = sum('fakeWordsPlayed');
  return {
    games: games.length,
    realWordPrecision: realPlayed > 0 ? precisionPercent(sum('realWordsCorrect'), realPlayed) : null,
    fakeWordPrecision: fakePlayed > 0 ? precisionPercent(sum('fakeWordsCorrect'), fakePlayed) : null,
  };
}
