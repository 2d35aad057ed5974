import { roundEnglish } from '../i18n/catalogue/round';

// Keyboard answers ( 'Keyboard'): a letter answers phase one, 1 to 4 pick a follow-up option. Pure,
// so which key does what in which state is tested without a browser; the panel only binds it.

export type KeyAnswer = { kind: 'phase-one'; isReal: boolean } | { kind: 'followup'; option: string } | null;

/** The letters of the interface language that answer REAL and FAKE (the catalogue's round.answerKeys). */
export interface PhaseOneKeys {
  real: string;
  fake: string;
}

/** What the round shows when a key is pressed. */
export interface AnswerKeyState {
  phase: 'playing' | 'followup' | string;
  /** An answer is on its way, or the feedback is showing: no key answers then. */
  isAnswerOpen: boolean;
  followupOptions: readonly string[];
  phaseOneKeys: PhaseOneKeys;
}

/** The key as KeyboardEvent gives it, and whether a modifier or a text field takes it first. */
export interface PressedKey {
  key: string;
  hasModifier: boolean;
  isInTextField: boolean;
}

/**
 * R and F answer in every interface language, beside its own letters (T for TOTOO, P for PEKE in Filipino):
 * a player who learnt them, or switched language mid-week, keeps them. The language's own letters come first.
 */
const ALWAYS_KEYS: PhaseOneKeys = roundEnglish.answerKeys;

/** What each phase-one button announces as its shortcuts (aria-keyshortcuts): its own letter, then R or F. */
export function phaseOneShortcuts(keys: PhaseOneKeys): PhaseOneKeys {
  const both = (own: string, always: string) => (own === always ? own : `${own} ${always}`);
  return { real: both(keys.real, ALWAYS_KEYS.real), fake: both(keys.fake, ALWAYS_KEYS.fake) };
}

export function answerForKey(pressed: PressedKey, state: AnswerKeyState): KeyAnswer {
  // Ctrl+R reloads and typing a name is typing: neither may answer a round.
  if (pressed.hasModifier || pressed.isInTextField || !state.isAnswerOpen) return null;
  const key = pressed.key.toLowerCase();
  if (state.phase === 'playing') {
    const isReal = phaseOneAnswerOf(key, state.phaseOneKeys) ?? phaseOneAnswerOf(key, ALWAYS_KEYS);
    return isReal === null ? null : { kind: 'phase-one', isReal };
  }
  if (state.phase === 'followup' && /^[1-9]$/.test(key)) {
    const option = state.followupOptions[Number(key) - 1];
    return option === undefined ? null : { kind: 'followup', option };
  }
  return null;
}

/** True for the REAL key, false for the FAKE key, null for any other (`key` lower-cased). */
function phaseOneAnswerOf(key: string, keys: PhaseOneKeys): boolean | null {
  if (key === keys.real.toLowerCase()) return true;
  if (key === keys.fake.toLowerCase()) return false;
  return null;
}
