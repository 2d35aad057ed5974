import { customSessionPlayOf } from '@bluffle/shared-schema';
import type { GameSessionRecord } from '../../domain/session';
import type { Store } from '../../store/port';

/**
 * A completed challenge on a custom session counts as one play of it (: timesPlayed, and how its
 * words fooled players), from the server's judged answers. The caller leaves out practice copies; the
 * author's own play is left out here, since it tells nothing about how the words fool others. A copy of a
 * game (not of a custom session) counts nowhere.
 */
export async function countCustomSessionPlay(
  store: Pick<Store, 'customSessions' | 'words'>,
  game: GameSessionRecord,
): Promise<void> {
  if (game.duplicatedFrom === null) return;
  const custom = await store.customSessions.findByCode(game.duplicatedFrom);
  if (custom === null) return;
  if (game.userId !== null && game.userId === custom.userId) return;
  const words = await store.words.findByIds(game.answers.map((answer) => answer.wordId));
  const play = customSessionPlayOf(game.answers, new Map(words.map((word) => [word.id, word.isReal])));
  await store.customSessions.incrementPlays(custom.sessionCode, play);
}
