import { challengeLandingName, MAX_SCORE, phaseOneSeconds, canStartWithName } from '@bluffle/shared-schema';
import { useState } from 'react';
import { useStore } from 'zustand';
import { gameFlow } from '../controllers/game-controller';
import { LoadingScreen } from '../components/LoadingScreen';
import { OwnChallengeView } from '../components/challenge/OwnChallengeView';
import { PlayerNameField } from '../components/PlayerNameField';
import { RelaxedToggle } from '../components/RelaxedToggle';
import type { Messages } from '../i18n/messages';
import { useMessages } from '../state/use-messages';
import { authStore } from '../state/auth-store';
import { storedPlayerName } from '../state/player-name-storage';
import { settingsStore } from '../state/settings-store';
import { playerNameStorages } from '../controllers/game-controller';
import type { ChallengeInfo } from '../state/solo-game-store';
import { goHome } from '../controllers/go-home';

type LandingMessages = Messages['challenge']['landing'];

function scoreText(challenge: ChallengeInfo, landing: LandingMessages): string {
  // A practice replay's score was played with the truths known: say so rather than show it as a result.
  if (challenge.score !== null && challenge.isPractice) {
    return landing.practiceScore({ score: challenge.score, max: MAX_SCORE });
  }
  if (challenge.score !== null) return `${challenge.score}/${MAX_SCORE}`;
  return landing.stillPlaying;
}

/**
 * A link the server does not know ( 'Feel'): say so plainly. No 'Challenge Accepted!': with the server
 * up, offline words would pass a dead link off as the friend's game.
 */
function InvalidChallenge() {
  const { landing } = useMessages().challenge;
  return (
    <section className="challenge card" data-testid="challenge-invalid" aria-labelledby="challenge-title">
      <h1 id="challenge-title">{landing.invalidTitle}</h1>
      <p>{landing.invalidText}</p>
      <button
        type="button"
        className="button button-primary button-large"
        data-testid="challenge-home"
        onClick={goHome}
      >
        {landing.playYourOwn}
      </button>
    </section>
  );
}

/**
 * Why the landing shows no player or score: the server could not be reached, or it gave a reason (in the
 * catalogue's words for a code it knows: game-flow keeps challengeRefusalText's).
 */
function UnavailableNote({ challenge }: { challenge: ChallengeInfo }) {
  const { landing } = useMessages().challenge;
  const text =
    challenge.failure === 'refused' && challenge.failureMessage
      ? challenge.failureMessage
      : landing.unreachable;
  return (
    <p className="muted" data-testid="challenge-unavailable" role="status">
      {text}
    </p>
  );
}

/**
 * A wordsmith's custom session: nobody played it first, so there is no score to beat; its author
 * picked the words to fool whoever takes it on.
 */
function CustomChallengeIntro({ challenge }: { challenge: ChallengeInfo }) {
  const { landing } = useMessages().challenge;
  // Custom sessions always hold five words; the catalogue spells the number out as a person would say it.
  return (
    <>
      <h1 id="challenge-title" data-testid="custom-challenge-title">
        {landing.customTitle({ author: challenge.originalPlayer, rounds: challenge.totalRounds })}
      </h1>
      <p className="challenge-question">{landing.realOrBluff}</p>
      <p data-testid="challenge-rounds-text">
        {landing.customRounds({ rounds: challenge.totalRounds, seconds: phaseOneSeconds('challenge') })}
      </p>
    </>
  );
}

/** 'You've Been Challenged!', the challenge landing; the creator's own link shows their challenge instead. */
export function ChallengeLanding({ challenge }: { challenge: ChallengeInfo }) {
  const { challenge: words } = useMessages();
  const { landing } = words;
  // The account's name, else the one saved on this browser (known once the sign-in check answers), else
  // empty with the random-name button, until the player types or picks their own for this challenge.
  const username = useStore(authStore, (state) => state.user?.username ?? null);
  const [typedName, setTypedName] = useState<string | null>(null);
  const playerName =
    typedName ?? challengeLandingName({ username, storedName: storedPlayerName(playerNameStorages) });
  // The challenger's own pace (the toggle below): the promise of seconds a round follows it.
  const isRelaxed = useStore(settingsStore, (state) => state.isRelaxed);
  if (challenge.isLoading) {
    return <LoadingScreen message={landing.loading} />;
  }
  if (challenge.failure === 'not-found') {
    return <InvalidChallenge />;
  }
  if (challenge.isOwn) {
    return <OwnChallengeView challenge={challenge} />;
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
          <h1 id="challenge-title">{landing.challengedTitle}</h1>
          {challenge.isUnavailable && <UnavailableNote challenge={challenge} />}
          {challenge.originalPlayer !== null && (
            <dl className="challenge-facts">
              <div>
                <dt>{landing.player}</dt>
                <dd data-testid="challenge-player">{challenge.originalPlayer ?? landing.aFriend}</dd>
              </div>
              <div>
                <dt>{landing.score}</dt>
                <dd data-testid="challenge-score">{scoreText(challenge, landing)}</dd>
              </div>
              <div>
                <dt>{landing.rounds}</dt>
                <dd data-testid="challenge-rounds">{challenge.totalRounds}</dd>
              </div>
            </dl>
          )}
          {challenge.isRelaxed && challenge.originalPlayer !== null && (
            <p className="muted" data-testid="challenge-relaxed">
              {landing.playedRelaxed({ name: challenge.originalPlayer })}
            </p>
          )}
          <p data-testid="challenge-same-words">
            {isRelaxed
              ? landing.sameWordsRelaxed
              : landing.sameWords({ seconds: phaseOneSeconds('challenge') })}
          </p>
        </>
      )}
      <form
        className="menu-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (canAccept) void gameFlow.acceptChallenge(playerName);
        }}
      >
        <PlayerNameField
          id="challenger-name"
          testId="challenger-name"
          value={playerName}
          onChange={setTypedName}
        />
        {/* The challenger's own pace, whatever the original's: the menu's remembered choice. */}
        <RelaxedToggle />
        <button
          type="submit"
          className="button button-primary button-large"
          data-testid="accept-challenge"
          disabled={!canAccept}
        >
          {landing.accept}
        </button>
      </form>
      <button type="button" className="button button-ghost" data-testid="maybe-later" onClick={goHome}>
        {landing.maybeLater}
      </button>
    </section>
  );
}
