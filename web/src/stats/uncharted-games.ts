/**
 * How many of the player's counted games no chart can show, when none can: the stats view charts the server's
 * solo, daily and challenge games, while the totals also count multiplayer lobby games and games judged
 * offline. Null when there is nothing to explain: some games are charted, or none was played at all (then
 * 'No games yet' is the truth).
 */
export function unchartedGamesOf(counts: { totalGames: number; chartedGames: number }): number | null {
  if (counts.chartedGames > 0 || counts.totalGames === 0) return null;
  return counts.totalGames;
}
