/** A lobby's life (spec §4 Multiplayer): gathering, a round in play, a round's results shown, game over. */
export const LOBBY_STATUSES = ['waiting', 'playing', 'round-results', 'finished'] as const;
export type LobbyStatus = (typeof LOBBY_STATUSES)[number];
