// A file of its own: the command's schema reads the choices, and the round-time rule reads the game state,
// which names the commands; kept apart, the three import one way.

/** The round times a host may pick, in seconds. */
export const LOBBY_ROUND_SECONDS_CHOICES = [15, 30, 45] as const;
export type LobbyRoundSeconds = (typeof LOBBY_ROUND_SECONDS_CHOICES)[number];
