import type { MultiplayerGameView } from '@bluffle/shared-schema';
import { useRef } from 'react';
import { lobbySession } from '../../controllers/multiplayer-controller';
import { useMessages } from '../../state/use-messages';
import type { OwnCall } from '../../multiplayer/own-calls';
import { watcherCallState } from '../../multiplayer/watcher-screen';
import { RealFakeButtons } from '../RealFakeButtons';
import { useRealFakeKeys } from './use-real-fake-keys';

interface WatcherCallButtonsProps {
  game: MultiplayerGameView;
  ownCalls: readonly OwnCall[];
}

/**
 * A watcher's REAL/FAKE call on the round, like the solo game's REAL/FAKE buttons: the same keys
 * (R/F, and T/P in Filipino), the focus on REAL when a round opens; once a round, no follow-up and no points;
 * 'You said REAL' once called, announced politely.
 */
export function WatcherCallButtons({ game, ownCalls }: WatcherCallButtonsProps) {
  const { lobby, round } = useMessages();
  const state = watcherCallState(game, ownCalls);
  const chosen = state.kind === 'called' ? state.calledReal : null;
  const isLocked = state.kind !== 'open';
  const realButton = useRef<HTMLButtonElement>(null);

  useRealFakeKeys({
    isOpen: !isLocked,
    keys: round.answerKeys,
    onAnswer: lobbySession.call,
    realButton,
    roundNumber: game.currentRound,
  });

  const status =
    state.kind === 'called'
      ? lobby.audience.youSaid({ answer: state.calledReal ? lobby.real : lobby.fake })
      : state.kind === 'open'
        ? lobby.audience.callPrompt
        : lobby.audience.callsClosed;

  return (
    <section className="phase-one" aria-label={lobby.audience.callLabel}>
      <RealFakeButtons
        labels={lobby}
        chosen={chosen}
        disabled={isLocked}
        onAnswer={(isReal) => lobbySession.call(isReal)}
        testIds={{ real: 'mp-call-real', fake: 'mp-call-fake' }}
        keys={round.answerKeys}
        realRef={realButton}
      />
      <p className="phase-one-prompt lobby-answer-state" role="status" data-testid="mp-call-state">
        {status}
      </p>
    </section>
  );
}
