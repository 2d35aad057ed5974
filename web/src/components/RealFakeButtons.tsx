import type { Ref } from 'react';
import { phaseOneShortcuts, type PhaseOneKeys } from '../game/answer-keys';

interface RealFakeButtonsProps {
  labels: { real: string; fake: string };
  /** The call made (shown pressed), or null before one. */
  chosen: boolean | null;
  disabled: boolean;
  onAnswer(isReal: boolean): void;
  testIds: { real: string; fake: string };
  /** The keys that answer too, shown beside each label; left out where no key answers. */
  keys?: PhaseOneKeys;
  /** The REAL button, for the focus a new question moves to it. */
  realRef?: Ref<HTMLButtonElement>;
}

/**
 * The REAL and FAKE buttons of a question, the same wherever a call is made: the solo game's first answer,
 * a lobby player's answer and a watcher's call.
 */
export function RealFakeButtons({
  labels,
  chosen,
  disabled,
  onAnswer,
  testIds,
  keys,
  realRef,
}: RealFakeButtonsProps) {
  const shortcuts = keys === undefined ? undefined : phaseOneShortcuts(keys);
  const button = (isReal: boolean) => {
    const kind = isReal ? 'real' : 'fake';
    return (
      <button
        ref={isReal ? realRef : undefined}
        type="button"
        className={`button answer-button answer-${kind} ${chosen === isReal ? 'is-chosen' : ''}`}
        data-testid={testIds[kind]}
        aria-pressed={chosen === isReal}
        aria-keyshortcuts={shortcuts?.[kind]}
        disabled={disabled}
        onClick={() => onAnswer(isReal)}
      >
        {labels[kind]}
        {keys !== undefined && (
          <kbd className="key-hint" aria-hidden="true">
            {keys[kind]}
          </kbd>
        )}
      </button>
    );
  };
  return (
    <div className="phase-one-buttons">
      {button(true)}
      {button(false)}
    </div>
  );
}
