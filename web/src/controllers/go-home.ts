import { gameFlow } from './game-controller';
import { removeQuery } from './router';

/** Home and 'Maybe Later': docs/product.md §4 Reset returns to the menu and clears the session (and the link's query). */
export function goHome(): void {
  gameFlow.resetToMenu();
  if (window.location.search) removeQuery();
}
