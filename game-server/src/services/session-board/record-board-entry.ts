import type { GameSessionRecord } from '../../domain/session';
import type { Store } from '../../store/port';
import { boardEntryOf } from './board-entry-of';
import { boardKeyOf } from './board-key';

/**
 * Puts a completed game on its board (its set's, or its daily game's: board-key.ts); practice
 * replays stay off it. Recording is
 * idempotent per session, so a completion retried after a lost response adds nothing.
 */
export async function recordBoardEntry(
  store: Pick<Store, 'boards' | 'sessions' | 'dailyFivePlays'>,
  completed: GameSessionRecord,
): Promise<void> {
  const { wordSetKey } = completed;
  if (wordSetKey === null) return;
  const entry = boardEntryOf(completed, await boardKeyOf(store, { ...completed, wordSetKey }));
  if (entry !== null) await store.boards.record(entry);
}
