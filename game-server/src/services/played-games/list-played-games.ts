import {
  playedGameNumbersOf,
  type PlayedGameKind,
  type PlayedGameView,
  type PlayedGamesQuery,
  type PlayedGamesResponse,
} from '@bluffle/shared-schema';
import type { PlayedGameRecord } from '../../domain/played-game';
import { answersForStats } from '../player-stats';
import type { ServiceDeps } from '../service-deps';

/**
 * GET /api/users/me/games ( 'Progress that shows'): the signed-in user's own completed games,
 * newest first, each with its numbers counted by the stats rule from the server's judged answers and the
 * stored truth of its words (the server is the authority: nothing here comes from a client).
 */
export async function listPlayedGames(
  deps: ServiceDeps,
  userId: string,
  query: PlayedGamesQuery,
): Promise<PlayedGamesResponse> {
  const played = await deps.store.playedGames.listCompletedByUser(userId, query.limit);
  const wordIds = [
    ...new Set(played.flatMap(({ session }) => session.answers.map((answer) => answer.wordId))),
  ];
  const words = wordIds.length > 0 ? await deps.store.words.findByIds(wordIds) : [];
  return {
    games: played.map((game): PlayedGameView => {
      const { session } = game;
      return {
        sessionCode: session.code,
        kind: kindOf(game),
        language: session.language,
        // A completed session has its completion time; the start stands in for one stored without it.
        playedAt: session.completedAt ?? session.createdAt,
        isPractice: session.isPractice,
        ...playedGameNumbersOf({
          score: session.score,
          totalRounds: session.totalRounds,
          answers: answersForStats(session.answers, words),
          isPractice: session.isPractice,
        }),
      };
    }),
  };
}

/** A daily five is started fresh (never a copy); any other copy is a challenge, on a game or a custom session. */
function kindOf(game: PlayedGameRecord): PlayedGameKind {
  if (game.isDailyFive) return 'daily';
  if (game.isCustomSessionPlay) return 'custom';
  return game.session.duplicatedFrom === null ? 'solo' : 'challenge';
}
