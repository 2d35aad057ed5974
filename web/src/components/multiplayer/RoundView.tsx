import type { MultiplayerGameView } from '@bluffle/shared-schema';
import { useRef } from 'react';
import { lobbySession } from '../../controllers/multiplayer-controller';
import { GLOSS_LANG, wordLangOf } from '../../game/gloss-language';
import { useMessages } from '../../state/use-messages';
import { ownPlayerOf } from '../../multiplayer/lobby-seat';
import { isAnswerLocked } from '../../multiplayer/lobby-screen';
import type { AnswerLock } from '../../multiplayer/lobby-store';
import type { OwnCall } from '../../multiplayer/own-calls';
import type { RoundCountdown } from '../../multiplayer/round-countdown';
import { RealFakeButtons } from '../RealFakeButtons';
import { LobbyPlayerTile } from './LobbyPlayerTile';
import { PrivateLobbySwitch } from './PrivateLobbySwitch';
import { RoundHeader } from './RoundHeader';
import { RoundTimer } from './RoundTimer';
import { useRealFakeKeys } from './use-real-fake-keys';
import { WatcherCallButtons } from './WatcherCallButtons';
import { WatcherCount } from './WatcherCount';

interface RoundViewProps {
  game: MultiplayerGameView;
  userId: string | null;
  answerLock: AnswerLock | null;
  /** The round's countdown on the page's clock (the room sends none: round-countdown.ts). */
  countdown: RoundCountdown | null;
  /** Watching: call buttons instead of the answer buttons. */
  isWatcher: boolean;
  ownCalls: readonly OwnCall[];
}

/**
 * docs/product.md §2 In-game view: round header, countdown (from when the round reached the page), the word, player tiles, REAL/FAKE. A
 * watcher sees the same round with call buttons.
 */
export function RoundView({ game, userId, answerLock, countdown, isWatcher, ownCalls }: RoundViewProps) {
  const { lobby, round, wordFacts } = useMessages();
  const own = ownPlayerOf(game.players, userId);
  const isLocked = isAnswerLocked({ answerLock }, game, own);
  const chosen = answerLock?.roundNumber === game.currentRound ? answerLock.answer : null;
  const word = game.currentWord;
  const realButton = useRef<HTMLButtonElement>(null);
  // A watcher's call buttons bind the same keys themselves.
  useRealFakeKeys({
    isOpen: !isWatcher && !isLocked,
    keys: round.answerKeys,
    onAnswer: lobbySession.answer,
    realButton,
    roundNumber: game.currentRound,
  });

  return (
    <div className="lobby-round">
      <RoundHeader game={game} />
      <div className="timer-row">
        <RoundTimer countdown={countdown} fallbackSeconds={game.timeLeft} totalSeconds={game.roundSeconds} />
      </div>

      {word && (
        <article className="word-card">
          <h2 className="word-text" data-testid="mp-word">
            {word.word}
          </h2>
          <p className="word-meta">{wordFacts.wordClasses[word.wordClass]}</p>
          {/* The word bank's glosses are English on every screen: data, not interface. The usage is
              in the word's own language, so a screen reader reads a Filipino sentence as Filipino. */}
          <p className="word-definition" lang={GLOSS_LANG}>
            {word.definition}
          </p>
          {word.usage && (
            <p className="word-usage" lang={wordLangOf(word.language)}>
              “{word.usage}”
            </p>
          )}
        </article>
      )}

      {isWatcher ? (
        <WatcherCallButtons game={game} ownCalls={ownCalls} />
      ) : (
        <section className="phase-one" aria-label={lobby.realOrFakeLabel}>
          <RealFakeButtons
            labels={lobby}
            chosen={chosen}
            disabled={isLocked}
            onAnswer={(isReal) => lobbySession.answer(isReal)}
            testIds={{ real: 'mp-answer-real', fake: 'mp-answer-fake' }}
            keys={round.answerKeys}
            realRef={realButton}
          />
          <p className="phase-one-prompt lobby-answer-state" role="status">
            {isLocked
              ? lobby.answerLocked({ answer: chosen === null ? null : chosen ? lobby.real : lobby.fake })
              : lobby.realOrBluff}
          </p>
        </section>
      )}

      <ul className="lobby-players lobby-players-compact" aria-label={lobby.players}>
        {game.players.map((player) => (
          <LobbyPlayerTile
            key={player.id}
            player={player}
            isOwn={player.id === own?.id}
            status={player.hasAnswered ? lobby.answered : lobby.thinking}
          />
        ))}
      </ul>
      <WatcherCount count={game.watcherCount} />
      {/* The host may close the game to watchers mid-game too: unwelcome watchers show up once it is live. */}
      {own?.isHost === true && <PrivateLobbySwitch isPrivate={game.isPrivate} />}
    </div>
  );
}
