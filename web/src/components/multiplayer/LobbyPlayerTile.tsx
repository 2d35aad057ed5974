import type { LobbyPlayerView } from '@bluffle/shared-schema';
import type { ReactNode } from 'react';
import { useMessages } from '../../state/use-messages';
import { UserAvatar } from '../UserAvatar';

interface LobbyPlayerTileProps {
  player: LobbyPlayerView;
  isOwn: boolean;
  /** What this screen says about the player: ready, answered, right or wrong. */
  status: ReactNode;
  /** The host's Remove button, when the host may remove this player. */
  onKick?: () => void;
}

/** A seated player (docs/product.md §2 Lobby view): avatar, name, host badge, connection, the screen's status, score. */
export function LobbyPlayerTile({ player, isOwn, status, onKick }: LobbyPlayerTileProps) {
  const { lobby } = useMessages();
  return (
    <li
      className={`lobby-player ${player.isConnected ? '' : 'is-disconnected'} ${isOwn ? 'is-own' : ''}`}
      data-testid="lobby-player"
      data-player-name={player.playerName}
      data-connected={player.isConnected}
      // docs/product.md §5: hosts count as ready.
      data-ready={player.isHost || player.isReady}
    >
      <UserAvatar
        user={{ username: player.playerName, avatar: player.avatar || null }}
        testId="lobby-avatar"
      />
      <div className="lobby-player-info">
        <p className="lobby-player-name">
          <span className="lobby-player-label">
            {player.playerName}
            {isOwn && <span className="lobby-you">{lobby.you}</span>}
          </span>
          {player.isHost && <span className="lobby-badge">{lobby.host}</span>}
        </p>
        <p className="lobby-player-status">
          {status}
          {!player.isConnected && <span className="lobby-disconnected">{lobby.disconnected}</span>}
        </p>
      </div>
      <span className="lobby-player-score" aria-label={lobby.scoreLabel({ score: player.currentScore })}>
        {player.currentScore}
      </span>
      {onKick && (
        <button
          type="button"
          className="button button-ghost lobby-kick"
          data-testid="lobby-kick"
          aria-label={lobby.removePlayerLabel({ name: player.playerName })}
          onClick={onKick}
        >
          {lobby.remove}
        </button>
      )}
    </li>
  );
}
