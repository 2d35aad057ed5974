import type { MultiplayerGameView } from '@bluffle/shared-schema';
import { useMessages } from '../../state/use-messages';
import { crowdSplitOf } from '../../multiplayer/audience-figures';
import { crowdSplitText } from '../../multiplayer/audience-text';
import type { LobbyMessages } from '../../multiplayer/lobby-failure-text';
import type { OwnCall } from '../../multiplayer/own-calls';
import { watcherVerdict, type WatcherVerdict } from '../../multiplayer/watcher-screen';
import { ownPlayerOf } from '../../multiplayer/lobby-seat';
import { roundPointsOf, type ScoreBaseline } from '../../multiplayer/round-points';
import { LobbyPlayerTile } from './LobbyPlayerTile';
import { RoundHeader } from './RoundHeader';

interface RoundResultsViewProps {
  game: MultiplayerGameView;
  userId: string | null;
  scoreBaseline: ScoreBaseline | null;
  isWatcher: boolean;
  ownCalls: readonly OwnCall[];
}

function panelTone(isCorrect: boolean | null | undefined): string {
  if (isCorrect === true) return 'is-correct';
  return isCorrect === false ? 'is-wrong' : '';
}

function verdictText(isCorrect: boolean | null, points: number | null, lobby: LobbyMessages): string {
  const verdict = isCorrect === true ? lobby.right : isCorrect === false ? lobby.wrong : lobby.noAnswer;
  return points === null ? verdict : `${verdict} · +${points}`;
}

function ownCallText(verdict: WatcherVerdict, lobby: LobbyMessages): string {
  if (verdict.kind === 'none') return lobby.audience.noCall;
  const answer = verdict.calledReal ? lobby.real : lobby.fake;
  return verdict.kind === 'right'
    ? lobby.audience.callRight({ answer })
    : lobby.audience.callWrong({ answer });
}

/**
 * docs/product.md §2 round results view (shown 3 s): the truth, the definition, who was right and their points; issue
 * 23: the crowd's split beside the players' answers, and a watcher's own call.
 */
export function RoundResultsView({
  game,
  userId,
  scoreBaseline,
  isWatcher,
  ownCalls,
}: RoundResultsViewProps) {
  const { lobby } = useMessages();
  const own = ownPlayerOf(game.players, userId);
  const reveal = game.reveal;
  const split = crowdSplitText(crowdSplitOf(reveal), game.watcherCount, lobby);
  const verdict = isWatcher ? watcherVerdict(game, ownCalls) : null;
  const panelVerdict =
    verdict === null ? own?.isCorrect : verdict.kind === 'none' ? null : verdict.kind === 'right';

  return (
    <div className="lobby-round-results" data-testid="mp-round-results">
      <RoundHeader game={game} suffix={lobby.resultsSuffix} />
      {reveal && (
        <article className={`feedback-panel ${panelTone(panelVerdict)}`}>
          <p className="feedback-word">
            <strong>{reveal.word}</strong>
            <span
              className={`truth-tag ${reveal.isReal ? 'truth-real' : 'truth-fake'}`}
              data-testid="mp-truth"
            >
              {reveal.isReal ? lobby.realWord : lobby.madeUp}
            </span>
          </p>
          {/* The word bank's glosses are English on every screen: data, not interface. */}
          <p lang="en">{reveal.definition}</p>
          {reveal.explanation && (
            <p className="feedback-explanation" lang="en">
              {reveal.explanation}
            </p>
          )}
        </article>
      )}
      {verdict !== null && (
        <p className="lobby-own-call" data-testid="mp-own-call">
          {ownCallText(verdict, lobby)}
        </p>
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
      {split !== null && (
        <p className="lobby-crowd-split" data-testid="mp-crowd-split">
          {split}
        </p>
      )}
      <p className="muted lobby-next-note">
        {game.currentRound < game.totalRounds ? lobby.nextRoundSoon : lobby.standingsSoon}
      </p>
    </div>
  );
}
