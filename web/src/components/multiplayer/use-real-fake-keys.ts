import { useEffect, type RefObject } from 'react';
import { answerForKey, type PhaseOneKeys } from '../../game/answer-keys';
import { pressedKeyOf } from '../../game/pressed-key';

interface RealFakeKeysOptions {
  /** False once the round's call is made or closed: a key then does nothing. */
  isOpen: boolean;
  keys: PhaseOneKeys;
  /** Kept the same between renders (a lobby session's method), so the listener is not re-added each time. */
  onAnswer(isReal: boolean): void;
  /** The REAL button, focused when a new round opens so a keyboard player never hunts for it. */
  realButton: RefObject<HTMLButtonElement | null>;
  roundNumber: number;
}

/**
 * A lobby round answered by the keys of a solo game's first answer: R and F, and the interface language's own
 * letters (T and P in Filipino). A seated player's answer and a watcher's call both take them.
 */
export function useRealFakeKeys({ isOpen, keys, onAnswer, realButton, roundNumber }: RealFakeKeysOptions) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const pressed = answerForKey(pressedKeyOf(event), {
        phase: 'playing',
        isAnswerOpen: isOpen,
        followupOptions: [],
        phaseOneKeys: keys,
      });
      if (pressed?.kind !== 'phase-one') return;
      event.preventDefault();
      onAnswer(pressed.isReal);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, keys, onAnswer]);

  useEffect(() => {
    realButton.current?.focus({ preventScroll: true });
  }, [roundNumber, realButton]);
}
