import { CUSTOM_SESSION_WORD_COUNT, type Language, type WordSearchResult } from '@bluffle/shared-schema';
import type { Messages } from '../i18n/messages';

// The session builder's selection (docs/product.md §4 Word selection): a click toggles a word, at most 5, and the
// build button needs exactly 5. A session is played in one language, so words of another are not offered.

export type SelectedWord = WordSearchResult;

export function isSelected(selected: readonly SelectedWord[], wordId: string): boolean {
  return selected.some((word) => word.id === wordId);
}

/** Why a word cannot join the selection: it is full, or the word is of another language than the others. */
export type SelectionBlock = { reason: 'full' } | { reason: 'other-language'; language: Language };

/** What keeps `word` out of the selection now, or null when it may join (or is already in, to be removed). */
export function selectionBlock(selected: readonly SelectedWord[], word: SelectedWord): SelectionBlock | null {
  if (isSelected(selected, word.id)) return null;
  if (selected.length >= CUSTOM_SESSION_WORD_COUNT) return { reason: 'full' };
  const language = selectionLanguage(selected);
  if (language !== null && word.language !== language) return { reason: 'other-language', language };
  return null;
}

/** Why `word` cannot be added now, as the card tells the author; null when it can. */
export function whyNotSelectable(
  selected: readonly SelectedWord[],
  word: SelectedWord,
  messages: Messages['wordsmithSessions'],
): string | null {
  const block = selectionBlock(selected, word);
  if (block === null) return null;
  return block.reason === 'full'
    ? messages.selectionFull({ count: CUSTOM_SESSION_WORD_COUNT })
    : messages.otherLanguage({ language: block.language });
}

/** The selection after a click on `word`: in if it may join, out if it was in, unchanged otherwise. */
export function toggleWord(selected: readonly SelectedWord[], word: SelectedWord): SelectedWord[] {
  if (isSelected(selected, word.id)) return selected.filter((chosen) => chosen.id !== word.id);
  if (selectionBlock(selected, word) !== null) return [...selected];
  return [...selected, word];
}

export function canBuildSession(selected: readonly SelectedWord[]): boolean {
  return selected.length === CUSTOM_SESSION_WORD_COUNT;
}

/** The language of the words chosen so far; null while none is. */
export function selectionLanguage(selected: readonly SelectedWord[]): Language | null {
  return selected[0]?.language ?? null;
}

/** The panel's count, e.g. '3/5'. */
export function selectionCount(selected: readonly SelectedWord[]): string {
  return `${selected.length}/${CUSTOM_SESSION_WORD_COUNT}`;
}
