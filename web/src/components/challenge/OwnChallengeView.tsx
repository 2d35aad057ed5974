import { challengeLink, MAX_SCORE } from '@bluffle/shared-schema';
import { goHome } from '../../controllers/go-home';
import { useMessages } from '../../state/use-messages';
import type { ChallengeInfo } from '../../state/solo-game-store';
import { LinkCopyField } from '../CopyButton';
import { SessionBoardPanel } from '../results/SessionBoardPanel';

/**
 * The creator opening their own link: it is their challenge to others, not one to them. Their score, the
 * link to send, and the board of those who took it on, which fills in as friends play.
 */
export function OwnChallengeView({ challenge }: { challenge: ChallengeInfo }) {
  const { challenge: words, share } = useMessages();
  const own = words.landing.own;
  const link = challengeLink(window.location.origin, challenge.sessionCode);
  return (
    <section className="challenge card" data-testid="own-challenge" aria-labelledby="challenge-title">
      <h1 id="challenge-title">{own.title}</h1>
      <p data-testid="own-challenge-score">
        {challenge.kind === 'custom' || challenge.score === null
          ? own.customIntro({ rounds: challenge.totalRounds })
          : own.scored({ score: challenge.score, max: MAX_SCORE })}
      </p>
      <p className="muted">{own.invite}</p>
      <LinkCopyField
        id="own-challenge-link"
        label={own.linkLabel}
        link={link}
        testId="own-challenge-link"
        copyLabel={share.copyLink}
        copiedLabel={share.copied}
        copyTestId="own-challenge-copy"
      />
      <SessionBoardPanel sessionCode={challenge.sessionCode} />
      <button type="button" className="button button-ghost" data-testid="challenge-home" onClick={goHome}>
        {own.home}
      </button>
    </section>
  );
}
