import type { MultiplayerGameView } from '@bluffle/shared-schema';
import { lobbySession } from '../../controllers/multiplayer-controller';
import { useMessages } from '../../i18n/use-messages';
import { ownPlayerOf } from '../../multiplayer/lobby-seat';

interface FinalStandingsViewProps {
  game: MultiplayerGameView;
  userId: string | null;
}

/** Final standings (rank, name, score), best first; the host may call a rematch with the same players. */
export function FinalStandingsView({ game, userId }: FinalStandingsViewProps) {
  const { lobby } = useMessages();
  const own = ownPlayerOf(game.players, userId);
  const standings = game.standings ?? [];

  return (
    <div className="lobby-standings">
      <h3 className="lobby-standings-title">{lobby.gameOver}</h3>
      <ol className="lobby-standings-list" data-testid="mp-standings" aria-label={lobby.finalStandings}>
        {standings.map((standing) => (
          <li
            key={standing.id}
            className={`lobby-standing ${standing.rank === 1 ? 'is-winner' : ''} ${standing.id === own?.id ? 'is-own' : ''}`}
            data-testid="mp-standing"
            data-player-name={standing.playerName}
            data-rank={standing.rank}
          >
            <span className="lobby-standing-rank">{standing.rank}</span>
            <span className="lobby-standing-name">
              {standing.playerName}
              {standing.id === own?.id && <span className="lobby-you">{lobby.you}</span>}
            </span>
            <span className="lobby-standing-score">{standing.score}</span>
          </li>
        ))}
      </ol>
      {own?.isHost ? (
        <button
          type="button"
          className="button button-primary button-large"
          data-testid="lobby-rematch"
          onClick={() => lobbySession.rematch()}
        >
          {lobby.rematch}
        </button>
      ) : (
        <p className="muted lobby-next-note">{lobby.hostCanRematch}</p>
      )}
    </div>
  );
}
