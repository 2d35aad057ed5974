import type { MultiplayerGameView } from '@bluffle/shared-schema';
import { lobbySession } from '../../controllers/multiplayer-controller';
import { useMessages } from '../../i18n/use-messages';
import type { OwnCall } from '../../multiplayer/own-calls';
import { watcherCallState } from '../../multiplayer/watcher-screen';

interface WatcherCallButtonsProps {
  game: MultiplayerGameView;
  ownCalls: readonly OwnCall[];
}

/**
 * A watcher's REAL/FAKE call on the round (issue 23), laid out as the players' answer buttons: once a round,
 * no follow-up and no points; 'You said REAL' once called, announced politely.
 */
export function WatcherCallButtons({ game, ownCalls }: WatcherCallButtonsProps) {
  const { lobby } = useMessages();
  const state = watcherCallState(game, ownCalls);
  const chosen = state.kind === 'called' ? state.calledReal : null;
  const isLocked = state.kind !== 'open';

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
          type="button"
          className={`button answer-button answer-real ${chosen === true ? 'is-chosen' : ''}`}
          data-testid="mp-call-real"
          aria-pressed={chosen === true}
          disabled={isLocked}
          onClick={() => lobbySession.call(true)}
        >
          {lobby.real}
        </button>
        <button
          type="button"
          className={`button answer-button answer-fake ${chosen === false ? 'is-chosen' : ''}`}
          data-testid="mp-call-fake"
          aria-pressed={chosen === false}
          disabled={isLocked}
          onClick={() => lobbySession.call(false)}
        >
          {lobby.fake}
        </button>
      </div>
      <p className="phase-one-prompt lobby-answer-state" role="status" data-testid="mp-call-state">
        {status}
      </p>
    </section>
  );
}
