import {
  defaultPlayerName,
  MAX_SCORE,
  phaseOneSeconds,
  PLAYER_NAME_MAX_LENGTH,
  canStartWithName,
} from '@bluffle/shared-schema';
import { useState } from 'react';
import { gameFlow } from '../app/game-controller';
import { LoadingScreen } from '../components/LoadingScreen';
import type { ChallengeInfo } from '../state/solo-game-store';
import { goHome } from '../app/go-home';

function scoreText(challenge: ChallengeInfo): string {
  // A practice replay's score was played with the truths known: say so rather than show it as a result.
  if (challenge.score !== null && challenge.isPractice) return `${challenge.score}/${MAX_SCORE} (practice)`;
  if (challenge.score !== null) return `${challenge.score}/${MAX_SCORE}`;
  return 'Still playing';
}

/**
 * A link the server does not know (issue 10 'Feel'): say so plainly. No 'Challenge Accepted!': with the server
 * up, offline words would pass a dead link off as the friend's game.
 */
function InvalidChallenge() {
  return (
    <section className="challenge card" data-testid="challenge-invalid" aria-labelledby="challenge-title">
      <h1 id="challenge-title">This challenge link is not valid</h1>
      <p>It does not lead to a game we know. Ask your friend for a new link, or start a game of your own.</p>
      <button
        type="button"
        className="button button-primary button-large"
        data-testid="challenge-home"
        onClick={goHome}
      >
        Play your own game
      </button>
    </section>
  );
}

/** Why the landing shows no player or score: the server could not be reached, or it gave a reason. */
function UnavailableNote({ challenge }: { challenge: ChallengeInfo }) {
  const text =
    challenge.failure === 'refused' && challenge.failureMessage
      ? challenge.failureMessage
      : 'We could not reach the server. You can still take on our built-in challenge words, played offline.';
  return (
    <p className="muted" data-testid="challenge-unavailable" role="status">
      {text}
    </p>
  );
}

/**
 * A wordsmith's custom session (issue 8): nobody played it first, so there is no score to beat; its author
 * picked the words to fool whoever takes it on.
 */
function CustomChallengeIntro({ challenge }: { challenge: ChallengeInfo }) {
  const author = challenge.originalPlayer ?? 'A wordsmith';
  // Custom sessions always hold five words; the number is spelled out as a person would say it.
  const count = challenge.totalRounds === 5 ? 'five' : String(challenge.totalRounds);
  return (
    <>
      <h1 id="challenge-title" data-testid="custom-challenge-title">
        {author} made {count} words to fool you.
      </h1>
      <p className="challenge-question">Real or bluff?</p>
      <p data-testid="challenge-rounds-text">
        {challenge.totalRounds} rounds, {phaseOneSeconds('challenge')} seconds each. No second chances.
      </p>
    </>
  );
}

/** 'You've Been Challenged!' (spec §2 Challenge landing, §4 Challenge). */
export function ChallengeLanding({ challenge }: { challenge: ChallengeInfo }) {
  const [playerName, setPlayerName] = useState(() => defaultPlayerName({ mode: 'challenge' }));
  if (challenge.isLoading) {
    return <LoadingScreen message="Loading the challenge…" />;
  }
  if (challenge.failure === 'not-found') {
    return <InvalidChallenge />;
  }
  const canAccept = canStartWithName(playerName);
  const isCustom = challenge.kind === 'custom';
  return (
    <section className="challenge card" data-testid="challenge-landing" aria-labelledby="challenge-title">
      <p className="challenge-emoji" aria-hidden="true">
        {isCustom ? '🃏' : '⚔️'}
      </p>
      {isCustom ? (
        <CustomChallengeIntro challenge={challenge} />
      ) : (
        <>
          <h1 id="challenge-title">You&apos;ve Been Challenged!</h1>
          {challenge.isUnavailable && <UnavailableNote challenge={challenge} />}
          {challenge.originalPlayer !== null && (
            <dl className="challenge-facts">
              <div>
                <dt>Player</dt>
                <dd data-testid="challenge-player">{challenge.originalPlayer ?? 'A friend'}</dd>
              </div>
              <div>
                <dt>Score</dt>
                <dd data-testid="challenge-score">{scoreText(challenge)}</dd>
              </div>
              <div>
                <dt>Rounds</dt>
                <dd data-testid="challenge-rounds">{challenge.totalRounds}</dd>
              </div>
            </dl>
          )}
          <p>Same words, {phaseOneSeconds('challenge')} seconds a round. Can you beat them?</p>
        </>
      )}
      <form
        className="menu-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (canAccept) void gameFlow.acceptChallenge(playerName);
        }}
      >
        <label className="field-label" htmlFor="challenger-name">
          Your name
        </label>
        <input
          id="challenger-name"
          className="text-input"
          data-testid="challenger-name"
          value={playerName}
          maxLength={PLAYER_NAME_MAX_LENGTH}
          onChange={(event) => setPlayerName(event.target.value)}
        />
        <button
          type="submit"
          className="button button-primary button-large"
          data-testid="accept-challenge"
          disabled={!canAccept}
        >
          Challenge Accepted!
        </button>
      </form>
      <button type="button" className="button button-ghost" data-testid="maybe-later" onClick={goHome}>
        Maybe Later
      </button>
    </section>
  );
}
