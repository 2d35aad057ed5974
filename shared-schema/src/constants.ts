// Business constants from docs/product.md §9, with the gaps closed in docs/design.md. Server and client read these;
// nothing else in the code base writes a bare 5, 15 or 6 for them.
export const ROUNDS_PER_GAME = 5;
export const WORDS_PER_SESSION = 10;
export const MAX_WORDS_PER_REQUEST = 50;

export const SOLO_PHASE_ONE_SECONDS = 15;
export const FOLLOWUP_SECONDS = 20;
export const CHALLENGE_PHASE_ONE_SECONDS = 15;
export const MULTIPLAYER_ROUND_SECONDS = 15;
/**
 * A lobby player who drops or leaves during a game keeps their seat and score this long: the room waits
 * it out, and the leave question promises it.
 */
export const LOBBY_RECONNECT_SECONDS = 20;

/** A round completed within this many seconds of its start is a fast answer (docs/product.md §5). */
export const FAST_ANSWER_SECONDS = 6;
/** Grace the server grants for network delay when it times an answer with its own clock. */
export const NETWORK_ALLOWANCE_MS = 750;

export const FEEDBACK_DELAY_MS = 2000;
/**
 * The longest a player may hold the feedback open to read it ( 'Feel'), counted from when it shows.
 * The server opens the next round by itself this long after the feedback pause, so an idle tab never
 * keeps a game waiting for ever (rules/round/round-opening.ts).
 */
export const FEEDBACK_HOLD_MAX_MS = 60_000;
/** A held feedback let go stays at least this long, so a pointer slipping off it does not jump the game on. */
export const FEEDBACK_RELEASE_GRACE_MS = 1000;
export const BANNER_MS = 3000;
export const COPIED_RESET_MS = 2000;

export const TIMER_RED_AT_SECONDS = 5;
export const TIMER_AMBER_AT_SECONDS = 10;
export const TICK_FROM_SECONDS = 5;

export const FOLLOWUP_OPTION_COUNT = 4;
export const XP_PER_POINT = 10;
export const XP_PER_LEVEL = 100;

export const VOLUME = { hit: 0.3, tick: 0.5, music: 0.3 } as const;

export const SESSION_CODE_LENGTH = 8;
export const PLAYER_NAME_MAX_LENGTH = 24;

/** Multiplayer lobbies (docs/product.md §9 Multiplayer; docs/design.md (gaps closed): the code alphabet). */
export const LOBBY_CODE_LENGTH = 6;
export const MAX_LOBBY_PLAYERS = 4;
export const MIN_LOBBY_PLAYERS_TO_START = 2;
