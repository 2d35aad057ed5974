import type { PlayLanguage } from '@bluffle/shared-schema';
import type { StoredWord } from '../domain/word';
import { drawFreshWords } from './fresh-words';
import { userIdentityKey } from './play-identity';
import type { ServiceDeps } from './service-deps';

/**
 * The words of a lobby game: as many REAL as FAKE as the bank allows, so guessing the same answer every
 * round does not win a game, avoiding the words the seated players met in their recent solo games
 * (fresh-words.ts). A lobby game itself is kept in no session, so its words join no one's history: a
 * rematch avoids the players' solo games, not the lobby's previous game.
 */
export async function drawLobbyWords(
  deps: Pick<ServiceDeps, 'store' | 'random'>,
  language: PlayLanguage,
  count: number,
  playerUserIds: readonly string[] = [],
): Promise<StoredWord[]> {
  return drawFreshWords(deps, {
    language,
    rounds: count,
    count,
    identityKeys: playerUserIds.map(userIdentityKey),
  });
}
