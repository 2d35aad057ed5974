import type { GameSessionRecord } from '../../domain/session';
import type { Store } from '../../store/port';
import { boardEntryOf } from './board-entry-of';

/**
 * Puts a completed game on its set's board (issue 23); practice replays stay off it. Recording is
 * idempotent per session, so a completion retried after a lost response adds nothing.
 */
export async function recordBoardEntry(
  store: Pick<Store, 'boards'>,
  completed: GameSessionRecord,
): Promise<void> {
  const entry = boardEntryOf(completed);
  if (entry !== null) await store.boards.record(entry);
}
