import {
  LOBBY_RECONNECT_SECONDS,
  LOBBY_ROUND_SECONDS_CHOICES,
  MULTIPLAYER_ROUND_SECONDS,
  NETWORK_ALLOWANCE_MS,
  ROUNDS_PER_GAME,
} from '@bluffle/shared-schema';

/** How long each part of a lobby's life lasts (; docs/product.md §9 Multiplayer). Tests shorten them. */
export interface LobbyTimings {
  /** A round's countdown (docs/design.md (gaps closed): multiplayer round 15 s). */
  roundSeconds: number;
  /** Round results stay up this long before the next round opens (docs/product.md §9: results pause 3 s). */
  resultsMs: number;
  /** A dropped player keeps seat and score this long (: 20 s). */
  reconnectSeconds: number;
  /** A REST player whose last call is this old counts as dropped (: 10 s without a poll). */
  restSilenceMs: number;
  /** A lobby nobody has sat in since it was created closes after this long. */
  emptyLobbyMs: number;
  /**
   * A lobby outside a game with no player's move this long closes. Gathering friends through a
   * shared code takes minutes, and every join, ready or language change counts, so a lobby people are
   * gathering in never gets there; one with no move for a quarter of an hour is a forgotten tab or a script's.
   */
  idleLobbyMs: number;
  /**
   * The room's beat: how often it checks what has no deadline of its own (silent REST players and watchers,
   * reconnection windows, an empty or idle lobby) and sends the quiet changes (watchers coming and going).
   * Rounds and results end on timers of their own (the rules' wake-at), so this can be slow.
   */
  tickMs: number;
}

export const DEFAULT_LOBBY_TIMINGS: LobbyTimings = {
  roundSeconds: MULTIPLAYER_ROUND_SECONDS,
  resultsMs: 3000,
  reconnectSeconds: LOBBY_RECONNECT_SECONDS,
  restSilenceMs: 10_000,
  emptyLobbyMs: 60_000,
  idleLobbyMs: 15 * 60_000,
  tickMs: 1000,
};

/**
 * The longest a long poll is held, in whole seconds as `Prefer: wait` counts them: two seconds
 * under the silence limit, so a held poll never outlasts it even when its end waits for a late beat or a
 * busy network. The room counts the poll again as the player's call when it answers, so the player has the
 * whole silence limit to ask again.
 */
export function maxPollWaitSeconds(timings: Pick<LobbyTimings, 'restSilenceMs'>): number {
  return Math.max(0, Math.floor(timings.restSilenceMs / 1000) - 2);
}

/**
 * A whole lobby game at the longest round time a host can pick, in whole seconds: every round's time with its
 * network allowance, and every round's results pause (the last one ends the game). A game in play when its
 * process begins to stop has at most this much left, so the drain's default limit (SHUTDOWN_DRAIN_SECONDS) is it.
 */
export function longestLobbyGameSeconds(
  timings: Pick<LobbyTimings, 'resultsMs'> = DEFAULT_LOBBY_TIMINGS,
): number {
  const longestRoundSeconds = Math.max(...LOBBY_ROUND_SECONDS_CHOICES);
  const roundMs = longestRoundSeconds * 1000 + NETWORK_ALLOWANCE_MS + timings.resultsMs;
  return Math.ceil((ROUNDS_PER_GAME * roundMs) / 1000);
}
