import type { MultiplayerGameView } from '@bluffle/shared-schema';
import { useEffect, useRef } from 'react';
import { lobbySession } from '../../controllers/multiplayer-controller';
import { answerForKey, phaseOneShortcuts } from '../../game/answer-keys';
import { useMessages } from '../../i18n/use-messages';
import type { OwnCall } from '../../multiplayer/own-calls';
import { watcherCallState } from '../../multiplayer/watcher-screen';

interface WatcherCallButtonsProps {
  game: MultiplayerGameView;
  ownCalls: readonly OwnCall[];
}

/** A field where a typed R is text, not a call. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * A watcher's REAL/FAKE call on the round (issue 23), like the solo game's REAL/FAKE buttons: the same keys
 * (R/F, and T/P in Filipino), the focus on REAL when a round opens; once a round, no follow-up and no points;
 * 'You said REAL' once called, announced politely.
 */
export function WatcherCallButtons({ game, ownCalls }: WatcherCallButtonsProps) {
  const { lobby, round } = useMessages();
  const state = watcherCallState(game, ownCalls);
  const chosen = state.kind === 'called' ? state.calledReal : null;
  const isLocked = state.kind !== 'open';
  const shortcuts = phaseOneShortcuts(round.answerKeys);
  const realButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const pressed = answerForKey(
        {
          key: event.key,
          hasModifier: event.ctrlKey || event.metaKey || event.altKey,
          isInTextField: isTextField(event.target),
        },
        { phase: 'playing', isAnswerOpen: !isLocked, followupOptions: [], phaseOneKeys: round.answerKeys },
      );
      if (pressed?.kind !== 'phase-one') return;
      event.preventDefault();
      lobbySession.call(pressed.isReal);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isLocked, round.answerKeys]);

  useEffect(() => {
    realButton.current?.focus({ preventScroll: true });
  }, [game.currentRound]);

  const status =
    state.kind === 'called'
      ? lobby.audience.youSaid({ answer: state.calledReal ? lobby.real : lobby.fake })
      : state.kind === 'open'
        ? lobby.audience.callPrompt
        : lobby.audience.callsClosed;

  return (
    <section className="phase-one" aria-label={lobby.audience.callLabel}>
      <div className="phase-one-buttons">
        <button
          ref={realButton}
          type="button"
          className={`button answer-button answer-real ${chosen === true ? 'is-chosen' : ''}`}
          data-testid="mp-call-real"
          aria-pressed={chosen === true}
          aria-keyshortcuts={shortcuts.real}
          disabled={isLocked}
          onClick={() => lobbySession.call(true)}
        >
          {lobby.real}
          <kbd className="key-hint" aria-hidden="true">
            {round.answerKeys.real}
          </kbd>
        </button>
        <button
          type="button"
          className={`button answer-button answer-fake ${chosen === false ? 'is-chosen' : ''}`}
          data-testid="mp-call-fake"
          aria-pressed={chosen === false}
          aria-keyshortcuts={shortcuts.fake}
          disabled={isLocked}
          onClick={() => lobbySession.call(false)}
        >
          {lobby.fake}
          <kbd className="key-hint" aria-hidden="true">
            {round.answerKeys.fake}
          </kbd>
        </button>
      </div>
      <p className="phase-one-prompt lobby-answer-state" role="status" data-testid="mp-call-state">
        {status}
      </p>
    </section>
  );
}
