import { isGameInPlay } from '../game/running-game-of';
import { leaveQuestionStore } from '../state/leave-question-store';
import { soloGameStore } from '../state/solo-game-store';
import { goHome } from './go-home';
import { setAsideRunningGame } from './running-game-controller';

// A game in play is not lost to a stray click: Home and the browser's Back ask first, in the page, with
// 'Keep playing' as the answer Enter gives; closing or reloading the tab gets the browser's own question
// (beforeunload), where the browser lets a page ask.

/** The history entry a game in play stands on, so Back lands in the page (and asks) rather than leaving. */
const GAME_ENTRY_MARK = 'isBluffleGameInPlay';

const isInPlay = () => isGameInPlay(soloGameStore.getState());

/** Home during a game asks first; anywhere else it goes at once. */
export function requestLeave(): void {
  if (isInPlay()) leaveQuestionStore.setState({ isAsking: true });
  else goHome();
}

export function keepPlaying(): void {
  leaveQuestionStore.setState({ isAsking: false });
}

/** 'Leave': the game is given up (today's daily five is kept for the menu to offer back), and Home. */
export function leaveGame(): void {
  leaveQuestionStore.setState({ isAsking: false });
  setAsideRunningGame();
  goHome();
}

function isGameEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && GAME_ENTRY_MARK in state;
}

/**
 * Call before the router starts: its popstate listener must come after this one, which stops a Back during
 * a game from reaching it (the router would otherwise take the page to the entry before, and the game with it).
 */
export function watchLeaving(): void {
  let gameAddress: string | null = null;
  const standOnGameEntry = () => {
    const { pathname, search, hash } = window.location;
    gameAddress = `${pathname}${search}${hash}`;
    // After a reload the entry is there already.
    if (isGameEntry(window.history.state)) return;
    window.history.pushState({ [GAME_ENTRY_MARK]: true }, '', gameAddress);
  };
  soloGameStore.subscribe((state, previous) => {
    if (isGameInPlay(state) && !isGameInPlay(previous)) standOnGameEntry();
    if (!isGameInPlay(state)) leaveQuestionStore.setState({ isAsking: false });
  });
  if (isInPlay()) standOnGameEntry();

  window.addEventListener('popstate', (event) => {
    if (!isInPlay() || gameAddress === null) return;
    // Back to the game's entry, and the question instead of the page before.
    event.stopImmediatePropagation();
    window.history.pushState({ [GAME_ENTRY_MARK]: true }, '', gameAddress);
    leaveQuestionStore.setState({ isAsking: true });
  });

  window.addEventListener('beforeunload', (event) => {
    if (!isInPlay()) return;
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    event.returnValue = '';
  });
}
