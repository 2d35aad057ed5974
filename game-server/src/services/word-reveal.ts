import { buildFollowup, revealOf, type WordReveal } from '@bluffle/shared-schema';
import type { StoredWord } from '../store/port';

/** A fixed source: only the right option is read here, so no shuffle needs real randomness. */
const FIRST = () => 0;

/** The follow-up's right option: a real word's definition, or the real word offered beside a fake one. */
export function correctFollowupAnswer(word: StoredWord): string {
  return buildFollowup(word, FIRST)?.correctAnswer ?? (word.isReal ? word.definition : '');
}

/** Everything hidden about a word until its round is over (DESIGN decision 3). */
export function revealWord(word: StoredWord): WordReveal {
  return revealOf(word, correctFollowupAnswer(word));
}
