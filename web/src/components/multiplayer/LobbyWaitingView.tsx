import type { LobbyView } from '@bluffle/shared-schema';
import { lobbySession } from '../../controllers/multiplayer-controller';
import { ownPlayerOf, startBlockedReason } from '../../multiplayer/lobby-seat';
import { useMessages } from '../../state/use-messages';
import { LanguagePicker } from '../LanguageSelect';
import { LobbyCodeShare } from './LobbyCodeShare';
import { LobbyPlayerTile } from './LobbyPlayerTile';
import { PrivateLobbySwitch } from './PrivateLobbySwitch';
import { RoundTimePicker } from './RoundTimePicker';
import { WatcherCount } from './WatcherCount';

interface LobbyWaitingViewProps {
  lobby: LobbyView;
  userId: string | null;
  /** Watching without a seat: the room and its players, nothing to ready or start. */
  isWatcher: boolean;
}

/**
 * docs/product.md §2 Lobby view: code, players, ready state, scores; §4: non-hosts toggle ready, the host starts. Issue
 * 23: everyone sees how many watch; the host may make the lobby private; a watcher is told they watch.
 */
export function LobbyWaitingView({ lobby, userId, isWatcher }: LobbyWaitingViewProps) {
  const { common, lobby: text } = useMessages();
  const own = ownPlayerOf(lobby.players, userId);
  const isHost = own?.isHost === true;
  const startBlocked = startBlockedReason(lobby.players, own?.id ?? null, text);
  const openSeats = lobby.maxPlayers - lobby.currentPlayers;

  return (
    <div className="lobby-waiting">
      {isWatcher && (
        <p className="lobby-watching-note" data-testid="lobby-watching">
          <strong className="lobby-badge">{text.audience.watching}</strong> {text.audience.watchingNote}
        </p>
      )}
      <LobbyCodeShare code={lobby.lobbyCode} />

      <p className="lobby-meta">
        {text.lobbyMeta({
          language: common.languageNames[lobby.language],
          rounds: lobby.totalRounds,
          players: lobby.currentPlayers,
          maxPlayers: lobby.maxPlayers,
        })}
      </p>
      {/* Everyone sees the round time before they ready up; a shorter one asks them again. */}
      <p className="lobby-meta lobby-round-time" data-testid="lobby-round-time">
        {text.roundTime({ seconds: lobby.roundSeconds })}
      </p>

      <ul className="lobby-players" aria-label={text.players}>
        {lobby.players.map((player) => (
          <LobbyPlayerTile
            key={player.id}
            player={player}
            isOwn={player.id === own?.id}
            // docs/product.md §5: hosts count as ready.
            status={player.isHost || player.isReady ? text.ready : text.notReady}
            onKick={
              isHost && player.id !== own?.id
                ? () => lobbySession.send({ type: 'kick', playerId: player.id })
                : undefined
            }
          />
        ))}
      </ul>
      {openSeats > 0 && <p className="muted lobby-open-seats">{text.openSeats({ count: openSeats })}</p>}
      <WatcherCount count={lobby.watcherCount} />

      {isHost ? (
        <div className="lobby-host-controls">
          <LanguagePicker
            id="lobby-language"
            testId="lobby-language"
            value={lobby.language}
            onChange={(language) => lobbySession.send({ type: 'set-language', language })}
          />
          <RoundTimePicker
            value={lobby.roundSeconds}
            onChange={(roundSeconds) => lobbySession.send({ type: 'set-round-time', roundSeconds })}
          />
          <PrivateLobbySwitch isPrivate={lobby.isPrivate} />
          <button
            type="button"
            className="button button-primary button-large"
            data-testid="lobby-start"
            disabled={startBlocked !== null}
            aria-describedby={startBlocked !== null ? 'lobby-start-reason' : undefined}
            onClick={() => lobbySession.send({ type: 'start' })}
          >
            {text.startGame}
          </button>
          {startBlocked !== null && (
            <p id="lobby-start-reason" className="muted lobby-start-reason" data-testid="lobby-start-reason">
              {startBlocked}
            </p>
          )}
        </div>
      ) : isWatcher ? (
        <p className="muted lobby-start-reason">{text.waitingForHost}</p>
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
              {own.isReady ? text.ready : text.imReady}
            </button>
            <p className="muted lobby-start-reason">
              {own.isReady ? text.waitingForHost : text.tellHostReady}
            </p>
          </div>
        )
      )}
    </div>
  );
}
