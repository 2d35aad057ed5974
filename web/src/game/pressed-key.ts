import type { PressedKey } from './answer-keys';

/** A field where a typed R or 1 is text, not an answer. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** What answerForKey needs of a key press on the page (the solo game's answers, a watcher's calls). */
export function pressedKeyOf(event: KeyboardEvent): PressedKey {
  return {
    key: event.key,
    hasModifier: event.ctrlKey || event.metaKey || event.altKey,
    isInTextField: isTextField(event.target),
  };
}
