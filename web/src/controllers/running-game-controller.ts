import { parseRoute } from '../routing/routes';
import { createRunningGameMemory, type RunningGame } from '../game/running-game-memory';
import { isGameInPlay, runningGameOf } from '../game/running-game-of';
import { sessionStore } from '../state/session-store';
import { soloGameStore } from '../state/solo-game-store';
import { browserStorage } from '../storage/key-value-storage';
import { gameFlow } from './game-controller';

/** The game this browser plays on the server, kept across reloads and shared with new tabs. */
const memory = createRunningGameMemory(browserStorage('local'));

/**
 * Keeps the game in play in the memory while it runs (written only when something kept changes, not on
 * every tick of the timer), lets it go once its results show, and sets it aside when this page leaves it
 * for anything but its results (Home, another page, a link): only a reload or a new tab comes back to it.
 */
export function watchRunningGame(): void {
  let lastRunning: RunningGame | null = null;
  let lastKept: string | null = null;
  const keep = () => {
    const running = runningGameOf(sessionStore.getState(), soloGameStore.getState(), window.location.search);
    if (running === null) return;
    const kept = JSON.stringify(running);
    if (kept !== lastKept) memory.remember(running);
    lastRunning = running;
    lastKept = kept;
  };
  soloGameStore.subscribe((game, previous) => {
    keep();
    if (game.phase === 'results') {
      forgetGame(sessionStore.getState().sessionCode);
      lastRunning = null;
      return;
    }
    // Left from a round on screen; a game that never got back on screen (a resume the network refused) stays.
    const hasLeftPlay = isGameInPlay(previous) && !previous.isLoading && !isGameInPlay(game);
    if (hasLeftPlay && lastRunning !== null) {
      setAside(lastRunning);
      lastRunning = null;
    }
  });
  sessionStore.subscribe(keep);
  // Back online after answers could not be saved: the server says where the round stands now (it may have
  // run out meanwhile), so the player is not left with an answer that never arrived.
  window.addEventListener('online', () => {
    const kept = memory.running();
    const isThisGame = kept !== null && kept.sessionCode === sessionStore.getState().sessionCode;
    if (isThisGame && soloGameStore.getState().notice === 'answerNotSaved') void resume(kept);
  });
}

/** Nothing of this game is left to come back to (over, or the server knows it no more). */
function forgetGame(sessionCode: string | null): void {
  if (sessionCode === null) return;
  if (memory.running()?.sessionCode === sessionCode) memory.forget();
  if (memory.leftDaily()?.sessionCode === sessionCode) memory.forgetLeftDaily();
}

async function resume(kept: RunningGame): Promise<void> {
  const outcome = await gameFlow.resumeGame(kept);
  if (outcome === 'gone') forgetGame(kept.sessionCode);
}

/**
 * On page load: a game kept in play under this address (or with none: the link it came from was dropped) is
 * taken up again where the server has it. True when it is, so the address's link is not started again.
 */
export function resumeKeptGame(): boolean {
  const kept = memory.running();
  if (kept === null) return false;
  const { pathname, search } = window.location;
  // Another page, or another link in the address: that is where the player is going, not the game.
  if (parseRoute(pathname, search).kind !== 'game' || (search !== '' && search !== kept.address))
    return false;
  void resume(kept);
  return true;
}

/**
 * The player leaves the game in play: it is over for them, except today's daily five, which can never be
 * started again and so is kept for the menu to offer back (its server clock runs on meanwhile).
 */
export function setAsideRunningGame(): void {
  const kept = memory.running();
  if (kept !== null) setAside(kept);
}

function setAside(game: RunningGame): void {
  if (memory.running()?.sessionCode === game.sessionCode) memory.forget();
  if (game.mode === 'daily' && !game.isDailyArchive) memory.keepLeftDaily(game);
}

/** Today's daily five this browser left mid-game, when `sessionCode` is it (the card offers it back). */
export function leftDailyFive(sessionCode: string): RunningGame | null {
  const left = memory.leftDaily();
  return left !== null && left.sessionCode === sessionCode ? left : null;
}

/** The menu's 'Resume today's five': back into it where the server has it. */
export function resumeLeftDailyFive(sessionCode: string): void {
  const left = leftDailyFive(sessionCode);
  if (left === null) return;
  // Kept until the game is over or left again: a failed resume leaves it on offer.
  void resume(left);
}
