// Keyboard answers (issue 10 'Keyboard'): R and F answer phase one, 1 to 4 pick a follow-up option. Pure,
// so which key does what in which state is tested without a browser; the panel only binds it.

export type KeyAnswer = { kind: 'phase-one'; isReal: boolean } | { kind: 'followup'; option: string } | null;

/** What the round shows when a key is pressed. */
export interface AnswerKeyState {
  phase: 'playing' | 'followup' | string;
  /** An answer is on its way, or the feedback is showing: no key answers then. */
  isAnswerOpen: boolean;
  followupOptions: readonly string[];
}

/** The key as KeyboardEvent gives it, and whether a modifier or a text field takes it first. */
export interface PressedKey {
  key: string;
  hasModifier: boolean;
  isInTextField: boolean;
}

/** The hint shown beside a phase-one button and announced as its shortcut. */
export const PHASE_ONE_KEYS = { real: 'R', fake: 'F' } as const;

export function answerForKey(pressed: PressedKey, state: AnswerKeyState): KeyAnswer {
  // Ctrl+R reloads and typing a name is typing: neither may answer a round.
  if (pressed.hasModifier || pressed.isInTextField || !state.isAnswerOpen) return null;
  const key = pressed.key.toLowerCase();
  if (state.phase === 'playing') {
    if (key === 'r') return { kind: 'phase-one', isReal: true };
    if (key === 'f') return { kind: 'phase-one', isReal: false };
    return null;
  }
  if (state.phase === 'followup' && /^[1-9]$/.test(key)) {
    const option = state.followupOptions[Number(key) - 1];
    return option === undefined ? null : { kind: 'followup', option };
  }
  return null;
}
