import type { MultiplayerGameView } from '@bluffle/shared-schema';
import { ownPlayerOf } from '../../multiplayer/lobby-seat';
import { roundPointsOf, type ScoreBaseline } from '../../multiplayer/round-points';
import { LobbyPlayerTile } from './LobbyPlayerTile';
import { RoundHeader } from './RoundHeader';

interface RoundResultsViewProps {
  game: MultiplayerGameView;
  userId: string | null;
  scoreBaseline: ScoreBaseline | null;
}

function panelTone(isCorrect: boolean | null | undefined): string {
  if (isCorrect === true) return 'is-correct';
  return isCorrect === false ? 'is-wrong' : '';
}

function verdictText(isCorrect: boolean | null, points: number | null): string {
  const verdict = isCorrect === true ? '✓ Right' : isCorrect === false ? '✗ Wrong' : 'No answer';
  return points === null ? verdict : `${verdict} · +${points}`;
}

/** spec §2 round results view (shown 3 s): the truth, the definition, who was right and their points. */
export function RoundResultsView({ game, userId, scoreBaseline }: RoundResultsViewProps) {
  const own = ownPlayerOf(game.players, userId);
  const reveal = game.reveal;

  return (
    <div className="lobby-round-results" data-testid="mp-round-results">
      <RoundHeader game={game} suffix="results" />
      {reveal && (
        <article className={`feedback-panel ${panelTone(own?.isCorrect)}`}>
          <p className="feedback-word">
            <strong>{reveal.word}</strong>
            <span
              className={`truth-tag ${reveal.isReal ? 'truth-real' : 'truth-fake'}`}
              data-testid="mp-truth"
            >
              {reveal.isReal ? 'Real word' : 'Made up'}
            </span>
          </p>
          <p>{reveal.definition}</p>
          {reveal.explanation && <p className="feedback-explanation">{reveal.explanation}</p>}
        </article>
      )}
      <ul className="lobby-players lobby-players-compact" aria-label="Who was right">
        {game.players.map((player) => (
          <LobbyPlayerTile
            key={player.id}
            player={player}
            isOwn={player.id === own?.id}
            status={verdictText(player.isCorrect, roundPointsOf(scoreBaseline, game.currentRound, player))}
          />
        ))}
      </ul>
      <p className="muted lobby-next-note">
        {game.currentRound < game.totalRounds ? 'Next round in a moment…' : 'Final standings in a moment…'}
      </p>
    </div>
  );
}
