import type { MultiplayerGameView } from '@bluffle/shared-schema';
import { useMessages } from '../../i18n/use-messages';
import type { LobbyMessages } from '../../multiplayer/lobby-failure-text';
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

function verdictText(isCorrect: boolean | null, points: number | null, lobby: LobbyMessages): string {
  const verdict = isCorrect === true ? lobby.right : isCorrect === false ? lobby.wrong : lobby.noAnswer;
  return points === null ? verdict : `${verdict} · +${points}`;
}

/** spec §2 round results view (shown 3 s): the truth, the definition, who was right and their points. */
export function RoundResultsView({ game, userId, scoreBaseline }: RoundResultsViewProps) {
  const { lobby } = useMessages();
  const own = ownPlayerOf(game.players, userId);
  const reveal = game.reveal;

  return (
    <div className="lobby-round-results" data-testid="mp-round-results">
      <RoundHeader game={game} suffix={lobby.resultsSuffix} />
      {reveal && (
        <article className={`feedback-panel ${panelTone(own?.isCorrect)}`}>
          <p className="feedback-word">
            <strong>{reveal.word}</strong>
            <span
              className={`truth-tag ${reveal.isReal ? 'truth-real' : 'truth-fake'}`}
              data-testid="mp-truth"
            >
              {reveal.isReal ? lobby.realWord : lobby.madeUp}
            </span>
          </p>
          {/* The word bank's glosses are English on every screen (issue 10): data, not interface. */}
          <p lang="en">{reveal.definition}</p>
          {reveal.explanation && (
            <p className="feedback-explanation" lang="en">
              {reveal.explanation}
            </p>
          )}
        </article>
      )}
      <ul className="lobby-players lobby-players-compact" aria-label={lobby.whoWasRight}>
        {game.players.map((player) => (
          <LobbyPlayerTile
            key={player.id}
            player={player}
            isOwn={player.id === own?.id}
            status={verdictText(
              player.isCorrect,
              roundPointsOf(scoreBaseline, game.currentRound, player),
              lobby,
            )}
          />
        ))}
      </ul>
      <p className="muted lobby-next-note">
        {game.currentRound < game.totalRounds ? lobby.nextRoundSoon : lobby.standingsSoon}
      </p>
    </div>
  );
}
