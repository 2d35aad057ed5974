import { bindSounds } from '../audio/sound-bindings';
import { loadInitialPlayerName } from '../state/player-name-storage';
import { setPlayerName } from '../state/session-store';
import { loadStatsFor } from '../stats/stats-store';
import { playerNameStorages } from './game-controller';
import { startRouting } from './router';

/** Everything the page sets up once, outside React: stored name and stats, sounds, the route. */
export function startApp(): void {
  setPlayerName(loadInitialPlayerName(playerNameStorages));
  // Guests until sign-in lands (a later issue); their stats live under the guest key.
  loadStatsFor(null);
  bindSounds();
  startRouting();
}
