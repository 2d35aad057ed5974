import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { lobbySession } from '../../controllers/multiplayer-controller';
import { useMessages } from '../../state/use-messages';
import { lobbyNoticeText } from '../../multiplayer/lobby-failure-text';
import { ownPlayerOf } from '../../multiplayer/lobby-seat';
import {
  isLeavingCostly,
  lobbyScreenOf,
  screenAnnouncement,
  type LobbyScreen,
} from '../../multiplayer/lobby-screen';
import { lobbyStore, type LobbyState } from '../../multiplayer/lobby-store';
import { CloseIcon } from '../Icons';
import { FinalStandingsView } from './FinalStandingsView';
import { JoinOrCreateView } from './JoinOrCreateView';
import { LeaveGameConfirm } from './LeaveGameConfirm';
import { LobbyWaitingView } from './LobbyWaitingView';
import { RoundResultsView } from './RoundResultsView';
import { RoundView } from './RoundView';
import { WatchEndedView } from './WatchEndedView';

function ScreenContent({ screen, state }: { screen: LobbyScreen; state: LobbyState }) {
  const { lobby: lobbyText } = useMessages();
  const { lobby, game, userId, ownCalls } = state;
  const isWatcher = state.role === 'watcher';
  if (screen === 'choose' && state.isRejoining) {
    return (
      <p className="muted lobby-loading" role="status" data-testid="lobby-rejoining">
        {lobbyText.reconnecting}
      </p>
    );
  }
  if (screen === 'choose') {
    return <JoinOrCreateView typedCode={state.typedCode} isConnecting={state.view === 'connecting'} />;
  }
  if (screen === 'waiting' && lobby) {
    return <LobbyWaitingView lobby={lobby} userId={userId} isWatcher={isWatcher} />;
  }
  if (screen === 'round' && game) {
    return (
      <RoundView
        game={game}
        userId={userId}
        answerLock={state.answerLock}
        countdown={state.countdown}
        isWatcher={isWatcher}
        ownCalls={ownCalls}
      />
    );
  }
  if (screen === 'round-results' && game) {
    return (
      <RoundResultsView
        game={game}
        userId={userId}
        scoreBaseline={state.scoreBaseline}
        isWatcher={isWatcher}
        ownCalls={ownCalls}
      />
    );
  }
  if (screen === 'standings' && game) {
    return (
      <FinalStandingsView
        game={game}
        userId={userId}
        isWatcher={isWatcher}
        ownCalls={ownCalls}
        closedNote={state.view === 'closed-after-game' ? state.error : null}
      />
    );
  }
  if (screen === 'ended') {
    return <WatchEndedView notice={state.error} />;
  }
  return (
    <p className="muted lobby-loading" role="status">
      {lobbyText.loadingLobby}
    </p>
  );
}

/** The multiplayer modal (docs/product.md §2): join or create, the lobby, the rounds and their results, the standings. */
export function MultiplayerModal() {
  const state = useStore(lobbyStore);
  const { lobby, common } = useMessages();
  const screen = lobbyScreenOf(state);
  const isSeated = state.view === 'seated';
  const isWatcher = state.role === 'watcher';
  const closeButton = useRef<HTMLButtonElement>(null);
  const isOpen = screen !== 'closed';
  const [isConfirmingLeave, setConfirmingLeave] = useState(false);
  // During a game, leaving asks first; in the waiting lobby or the standings it costs nothing.
  // A watcher has no score to lose.
  const mustConfirmLeave = isSeated && !isWatcher && isLeavingCostly(state.lobby);

  useEffect(() => {
    if (!isOpen) return;
    closeButton.current?.focus();
  }, [isOpen]);

  const keepPlaying = () => {
    setConfirmingLeave(false);
    closeButton.current?.focus();
  };
  const requestClose = () => {
    if (mustConfirmLeave) setConfirmingLeave(true);
    else lobbySession.close();
  };
  const leave = () => {
    setConfirmingLeave(false);
    lobbySession.close();
  };

  useEffect(() => {
    // Escape does what the close button does; with the question open, it keeps playing.
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (isConfirmingLeave) keepPlaying();
      else requestClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!isOpen) return null;

  return (
    <div className="modal-backdrop">
      <div
        className="modal card lobby-modal"
        data-testid="multiplayer-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="lobby-title"
      >
        <header className="modal-header">
          <h2 id="lobby-title">{lobby.title}</h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            data-testid="lobby-close"
            aria-label={
              isSeated
                ? isWatcher
                  ? lobby.audience.stopWatchingAndClose
                  : lobby.leaveAndClose
                : common.close
            }
            onClick={requestClose}
          >
            <CloseIcon />
          </button>
        </header>

        {isSeated && state.connectionStatus === 'reconnecting' && (
          <p className="lobby-banner" data-testid="lobby-reconnecting">
            {lobby.reconnecting}
          </p>
        )}
        <p className="visually-hidden" aria-live="polite">
          {isSeated && state.connectionStatus === 'reconnecting'
            ? lobby.connectionLostReconnecting
            : screenAnnouncement(
                screen,
                state.game,
                lobby,
                ownPlayerOf(state.lobby?.players ?? [], state.userId)?.isHost === true,
                isWatcher,
              )}
        </p>
        {/* A room closed after its game says why quietly, under its standings (FinalStandingsView). */}
        {state.error && screen !== 'ended' && state.view !== 'closed-after-game' && (
          <p className="lobby-error" role="alert" data-testid="lobby-error">
            {lobbyNoticeText(state.error, lobby)}
          </p>
        )}

        <ScreenContent screen={screen} state={state} />

        {isConfirmingLeave && isSeated && <LeaveGameConfirm onKeepPlaying={keepPlaying} onLeave={leave} />}

        {isSeated && (
          <div className="lobby-footer">
            <button
              type="button"
              className="button button-ghost"
              data-testid="lobby-leave"
              onClick={requestClose}
            >
              {isWatcher ? lobby.audience.stopWatching : lobby.leaveLobby}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
