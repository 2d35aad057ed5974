import type { MultiplayerGameView } from '@bluffle/shared-schema';
import { lobbySession } from '../../controllers/multiplayer-controller';
import { useMessages } from '../../state/use-messages';
import { audienceAccuracyText, ownTallyText } from '../../multiplayer/audience-text';
import { lobbyNoticeText } from '../../multiplayer/lobby-failure-text';
import type { LobbyNotice } from '../../multiplayer/lobby-notice';
import { ownPlayerOf } from '../../multiplayer/lobby-seat';
import { ownCallTally, type OwnCall } from '../../multiplayer/own-calls';

interface FinalStandingsViewProps {
  game: MultiplayerGameView;
  userId: string | null;
  isWatcher: boolean;
  ownCalls: readonly OwnCall[];
  /** Why the room closed after the game (the server is restarting): shown instead of the rematch. */
  closedNote?: LobbyNotice | null;
}

/**
 * Final standings (rank, name, score), best first; the host may call a rematch with the same players. Issue
 * 23: the audience's accuracy for everyone, and a watcher's own tally ('You called 4 of 5 right').
 */
export function FinalStandingsView({
  game,
  userId,
  isWatcher,
  ownCalls,
  closedNote = null,
}: FinalStandingsViewProps) {
  const { lobby } = useMessages();
  const own = ownPlayerOf(game.players, userId);
  const standings = game.standings ?? [];
  const accuracy = audienceAccuracyText(game, lobby);

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
      {accuracy !== null && (
        <p className="lobby-audience-accuracy" data-testid="mp-audience-accuracy">
          {accuracy}
        </p>
      )}
      {isWatcher && (
        <p className="lobby-own-tally" data-testid="mp-own-tally">
          <strong>{ownTallyText(ownCallTally(ownCalls), lobby)}</strong>
        </p>
      )}
      {closedNote !== null ? (
        <p className="muted lobby-next-note" role="status" data-testid="lobby-closed-note">
          {lobbyNoticeText(closedNote, lobby)}
        </p>
      ) : own?.isHost ? (
        <button
          type="button"
          className="button button-primary button-large"
          data-testid="lobby-rematch"
          onClick={() => lobbySession.send({ type: 'rematch' })}
        >
          {lobby.rematch}
        </button>
      ) : (
        <p className="muted lobby-next-note">
          {isWatcher ? lobby.audience.hostStartsRematch : lobby.hostCanRematch}
        </p>
      )}
    </div>
  );
}
