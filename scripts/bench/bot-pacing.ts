// How the bots play, as people on the product's clients would: the same for the lobby room's bots and the
// raw WebSocket baseline's, so both servers see the same answer pattern.
import { MAX_LOBBY_PLAYERS } from '@bluffle/shared-schema';
import type { BotMode } from './bots-options';

/** Every lobby is full. */
export const PLAYERS_PER_LOBBY = MAX_LOBBY_PLAYERS;
/** A person reads the word and thinks for a while (: answers spread over 0.5-3 s). */
const ANSWER_DELAY_MIN_MS = 500;
const ANSWER_DELAY_MAX_MS = 3000;
/** The web client's polling plan (docs/product.md §7): the lobby every 2 s while it gathers, the game every 1 s. */
export const LOBBY_POLL_MS = 2000;
export const GAME_POLL_MS = 1000;
/** Five rounds of 15 s and 3 s results take 90 s at most; anything longer is a game that did not finish. */
export const GAME_TIMEOUT_MS = 180_000;

export type BotKind = 'ws' | 'rest';

export function answerDelayMs(): number {
  return ANSWER_DELAY_MIN_MS + Math.random() * (ANSWER_DELAY_MAX_MS - ANSWER_DELAY_MIN_MS);
}

export function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/**
 * The transports of one lobby's four seats, host first. `mixed` gives every lobby two of each, the host
 * alternating between a WebSocket and a REST player from one lobby to the next.
 */
export function seatKinds(mode: BotMode, lobbyIndex: number): BotKind[] {
  if (mode !== 'mixed') return Array.from({ length: PLAYERS_PER_LOBBY }, () => mode);
  return lobbyIndex % 2 === 0 ? ['ws', 'rest', 'ws', 'rest'] : ['rest', 'ws', 'rest', 'ws'];
}
