/** A lobby's life (docs/product.md §4 Multiplayer): gathering, a round in play, a round's results shown, game over. */
export const LOBBY_STATUSES = ['waiting', 'playing', 'round-results', 'finished'] as const;
export type LobbyStatus = (typeof LOBBY_STATUSES)[number];

/**
 * A game started and not over: leaving now costs a player their score, so the seat waits out the
 * reconnection window, and the page asks before leaving.
 */
export function isLobbyGameUnderWay(status: LobbyStatus): boolean {
  return status === 'playing' || status === 'round-results';
}

/**
 * A game whose words are being drawn, or started and not over: it moves on by itself and ends, a player who
 * leaves it loses their score, and a process that stops keeps its lobby for a resume.
 */
export function isLobbyGameInPlay(game: { isDrawingWords: boolean; status: LobbyStatus }): boolean {
  return game.isDrawingWords || isLobbyGameUnderWay(game.status);
}
