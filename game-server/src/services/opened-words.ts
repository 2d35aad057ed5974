import { toPlayWord, type OpenedWords } from '@bluffle/shared-schema';
import type { GameSessionRecord } from '../domain/session';
import { openedWordIdsOf } from './rounds';
import type { ServiceDeps } from './service-deps';

/**
 * The words a call that starts a game hands back (a challenge copy, the daily five): those of the rounds
 * opened so far, round 1 at the start, without their truth (docs/design.md decision 3). The others leave the server
 * one by one as their rounds open (open-next-round.ts), so none can be read while the player holds a
 * feedback open.
 */
export async function openedWordsOf(
  deps: Pick<ServiceDeps, 'store' | 'clock'>,
  session: GameSessionRecord,
): Promise<OpenedWords> {
  const words = await deps.store.words.findByIds(openedWordIdsOf(session, deps.clock.now()));
  return { words: words.map(toPlayWord), totalRounds: session.totalRounds };
}
