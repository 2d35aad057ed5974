import type { LobbyView } from '@bluffle/shared-schema';
import { lobbySession } from '../../app/multiplayer-controller';
import { ownPlayerOf, startBlockedReason } from '../../multiplayer/lobby-seat';
import { LANGUAGE_LABELS, LanguagePicker } from '../LanguageSelect';
import { LobbyCodeShare } from './LobbyCodeShare';
import { LobbyPlayerTile } from './LobbyPlayerTile';

interface LobbyWaitingViewProps {
  lobby: LobbyView;
  userId: string | null;
}

/** spec §2 Lobby view: code, players, ready state, scores; §4: non-hosts toggle ready, the host starts. */
export function LobbyWaitingView({ lobby, userId }: LobbyWaitingViewProps) {
  const own = ownPlayerOf(lobby.players, userId);
  const isHost = own?.isHost === true;
  const startBlocked = startBlockedReason(lobby.players, own?.id ?? null);
  const openSeats = lobby.maxPlayers - lobby.currentPlayers;

  return (
    <div className="lobby-waiting">
      <LobbyCodeShare code={lobby.lobbyCode} />

      <p className="lobby-meta">
        {LANGUAGE_LABELS[lobby.language]} · {lobby.totalRounds} rounds · {lobby.currentPlayers} of{' '}
        {lobby.maxPlayers} players
      </p>

      <ul className="lobby-players" aria-label="Players">
        {lobby.players.map((player) => (
          <LobbyPlayerTile
            key={player.id}
            player={player}
            isOwn={player.id === own?.id}
            // spec §5: hosts count as ready.
            status={player.isHost || player.isReady ? '✓ Ready' : 'Not ready'}
            onKick={isHost && player.id !== own?.id ? () => lobbySession.kick(player.id) : undefined}
          />
        ))}
      </ul>
      {openSeats > 0 && (
        <p className="muted lobby-open-seats">
          Waiting for players: {openSeats} {openSeats === 1 ? 'seat' : 'seats'} open.
        </p>
      )}

      {isHost ? (
        <div className="lobby-host-controls">
          <LanguagePicker
            id="lobby-language"
            testId="lobby-language"
            value={lobby.language}
            onChange={(language) => lobbySession.setLanguage(language)}
          />
          <button
            type="button"
            className="button button-primary button-large"
            data-testid="lobby-start"
            disabled={startBlocked !== null}
            aria-describedby={startBlocked !== null ? 'lobby-start-reason' : undefined}
            onClick={() => lobbySession.start()}
          >
            Start game
          </button>
          {startBlocked !== null && (
            <p id="lobby-start-reason" className="muted lobby-start-reason" data-testid="lobby-start-reason">
              {startBlocked}
            </p>
          )}
        </div>
      ) : (
        own !== null && (
          <div className="lobby-ready-controls">
            <button
              type="button"
              className={`button button-large ${own.isReady ? 'button-success' : 'button-primary'}`}
              data-testid="lobby-ready"
              aria-pressed={own.isReady}
              onClick={() => lobbySession.toggleReady()}
            >
              {own.isReady ? '✓ Ready' : "I'm ready"}
            </button>
            <p className="muted lobby-start-reason">
              {own.isReady ? 'Waiting for the host to start.' : 'Tell the host you are ready to play.'}
            </p>
          </div>
        )
      )}
    </div>
  );
}
