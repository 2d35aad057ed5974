import { bindSounds } from '../audio/sound-bindings';
import { readAuthQuery } from '../auth/auth-query';
import { bindDocumentLanguage } from './document-language';
import { openSignIn } from '../state/navigation-store';
import { loadInitialPlayerName } from '../state/player-name-storage';
import { setPlayerName } from '../state/session-store';
import { loadStatsFor } from '../stats/stats-store';
import { authFlow, authResultChannel } from '../controllers/auth-controller';
import { playerNameStorages } from '../controllers/game-controller';
import {
  watchCountedLobbyGames,
  watchLobbyAddress,
  watchLobbyLinks,
  watchWatchLinks,
} from '../controllers/multiplayer-controller';
import { watchLeaving } from '../controllers/leave-game-controller';
import { replaceQuery, startRouting } from '../controllers/router';
import { resumeKeptGame, watchRunningGame } from '../controllers/running-game-controller';
import { parseRoute } from '../routing/routes';
import { watchSubscriptionPage } from '../controllers/subscription-controller';

/** Everything the page sets up once, outside React: stored name and stats, sounds, sign-in, the route. */
export function startApp(): void {
  setPlayerName(loadInitialPlayerName(playerNameStorages));
  // A guest until the server says otherwise; a signed-in user's stats replace these when it does.
  loadStatsFor(null);
  bindSounds();
  bindDocumentLanguage();
  handleAuthQuery();
  void authFlow.loadSession();
  authFlow.watchBroadcastResults(authResultChannel);
  watchLobbyLinks();
  watchWatchLinks();
  watchLobbyAddress();
  watchCountedLobbyGames();
  watchSubscriptionPage();
  watchRunningGame();
  // Before the router: a Back during a game asks instead of reaching it, and a kept game is in play before
  // the address's link (the one it came from) could start another.
  watchLeaving();
  resumeKeptGame();
  startRouting();
}

/**
 * docs/product.md §4 'On page load': sign-in leftovers in the query are handled, then removed before routing. The
 * subscription page's payment return is left to it (watchSubscriptionPage), which cleans it in turn.
 */
function handleAuthQuery(): void {
  const { pathname, search } = window.location;
  const query = readAuthQuery(search, {
    isPaymentReturnPage: parseRoute(pathname, search).kind === 'subscription',
  });
  if (query.hasChanged) replaceQuery(query.search);
  if (query.failure) {
    console.error('Sign-in error', query.failure.code);
    authFlow.showFailure(query.failure);
    openSignIn();
  }
}
