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
  // The session is known but unfinished, or it could not be loaded at all.
  return challenge.isUnavailable ? '?' : 'Still playing';
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
          {challenge.isUnavailable && (
            <p className="muted">We could not load this challenge, but you can still take it on.</p>
          )}
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
