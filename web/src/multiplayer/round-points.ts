import type { GamePlayerView, MultiplayerGameView } from '@bluffle/shared-schema';

/**
 * Everyone's score as a round opened, so the round's results can say what each player earned (the views
 * carry only running totals). Purely visual: kept by the client, never sent.
 */
export interface ScoreBaseline {
  roundNumber: number;
  scores: Record<string, number>;
}

/** A new baseline when a round is first seen in play; otherwise the one we have. */
export function nextScoreBaseline(
  baseline: ScoreBaseline | null,
  game: MultiplayerGameView | null,
): ScoreBaseline | null {
  if (game === null || game.gameStatus === 'waiting') {
    return null;
  }
  if (game.gameStatus !== 'playing' || baseline?.roundNumber === game.currentRound) {
    return baseline;
  }
  return {
    roundNumber: game.currentRound,
    scores: Object.fromEntries(game.players.map((player) => [player.id, player.currentScore])),
  };
}

/**
 * Points the player earned in the round on show, or null when we did not see that round open (joined or
 * reconnected during its results), rather than a guess.
 */
export function roundPointsOf(
  baseline: ScoreBaseline | null,
  roundNumber: number,
  player: Pick<GamePlayerView, 'id' | 'currentScore'>,
): number | null {
  const before = baseline?.roundNumber === roundNumber ? baseline.scores[player.id] : undefined;
  return before === undefined ? null : player.currentScore - before;
}
