import {
  challengeLink,
  challengeVerdict,
  MAX_SCORE,
  verdictRounds,
  type SessionSummary,
  type VerdictSide,
} from '@bluffle/shared-schema';
import { useCallback, useState } from 'react';
import type { Messages } from '../../i18n/messages';
import { useMessages } from '../../state/use-messages';
import type { ChallengeInfo } from '../../state/solo-game-store';
import { ShareDialog } from '../ShareDialog';
import { shareGridFor } from './share-grid-for';
import { verdictSideText, verdictWords } from './verdict-text';

interface ChallengeVerdictPanelProps {
  summary: SessionSummary;
  /** A played game's challenge with the original's name and score (ResultsScreen checks). */
  challenge: ChallengeInfo & { originalPlayer: string; score: number };
}

/** `label` names the player on narrow screens, where the rows stack and the column headers are hidden. */
function SideCell({ side, testId, label }: { side: VerdictSide | null; testId: string; label: string }) {
  const { challenge } = useMessages();
  const tone = side === null ? 'is-unknown' : side.ending === 'right' ? 'is-right' : 'is-wrong';
  return (
    <td data-testid={testId} data-label={label} className={`verdict-side ${tone}`}>
      {side === null ? '–' : verdictSideText(side, challenge.verdict)}
    </td>
  );
}

/** Why the original's column is empty, when it is. */
function rivalNote(
  challenge: ChallengeInfo,
  name: string,
  verdict: Messages['challenge']['verdict'],
): string | null {
  switch (challenge.rival.status) {
    case 'idle':
    case 'loading':
      return verdict.rivalLoading({ name });
    case 'withheld':
      // The server shows them once this identity's counted attempt on these words is complete.
      return verdict.rivalWithheld({ name });
    case 'failed':
      return verdict.rivalFailed({ name });
    case 'ready':
      return null;
  }
}

/**
 * The challenge verdict: who won, each round side by side (the word, your answer and time, the
 * original's), and 'Challenge back', which sends this game's link, the same words, to the original player.
 * The original's answers arrive only once this game is complete (challenge-rival.ts, docs/design.md decision 3).
 */
export function ChallengeVerdictPanel({ summary, challenge }: ChallengeVerdictPanelProps) {
  const { challenge: words, wordReview } = useMessages();
  const name = challenge.originalPlayer;
  const [isChallengeBackOpen, setIsChallengeBackOpen] = useState(false);
  const closeChallengeBack = useCallback(() => setIsChallengeBackOpen(false), []);
  const verdict = challengeVerdict({ yourScore: summary.score.totalScore, theirScore: challenge.score });
  const { headline, detail } = verdictWords(
    verdict,
    {
      yourScore: summary.score.totalScore,
      theirScore: challenge.score,
      theirName: name,
      isPractice: summary.isPractice,
    },
    words.verdict,
  );
  const theirAnswers = challenge.rival.status === 'ready' ? challenge.rival.answers : [];
  const rounds = verdictRounds(summary.answers, theirAnswers);
  const note = rivalNote(challenge, name, words.verdict);
  const link = summary.sessionCode ? challengeLink(window.location.origin, summary.sessionCode) : null;
  const challengeBack = { player: summary.playerName, score: summary.score.totalScore, max: MAX_SCORE, name };

  return (
    <section
      className={`verdict card-inset verdict-${verdict.outcome}`}
      data-testid="challenge-verdict"
      aria-labelledby="verdict-headline"
    >
      <h2 id="verdict-headline" data-testid="verdict-headline">
        {headline}
      </h2>
      <p data-testid="verdict-detail">{detail}</p>
      <div
        className="verdict-table-scroll"
        tabIndex={0}
        role="region"
        aria-label={words.verdict.roundByRound}
      >
        <table className="verdict-table" data-testid="verdict-table">
          <caption className="visually-hidden">{words.verdict.caption({ name })}</caption>
          <thead>
            <tr>
              <th scope="col">{words.verdict.round}</th>
              <th scope="col">{words.verdict.word}</th>
              <th scope="col">{words.verdict.you}</th>
              <th scope="col">{name}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.roundNumber} data-testid="verdict-round">
                <th scope="row">{round.roundNumber}</th>
                <td data-testid="verdict-word">
                  <span className="verdict-word">{round.word}</span>{' '}
                  <span className={`truth-tag ${round.isReal ? 'truth-real' : 'truth-fake'}`}>
                    {round.isReal ? wordReview.realWord : wordReview.madeUp}
                  </span>
                </td>
                <SideCell side={round.you} testId="verdict-you" label={words.verdict.you} />
                <SideCell side={round.them} testId="verdict-them" label={name} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && (
        <p className="muted" data-testid="verdict-rival-note" aria-live="polite">
          {note}
        </p>
      )}
      {link && (
        <div className="verdict-back">
          <p>{words.verdict.sendSameWords({ name })}</p>
          <button
            type="button"
            className="button button-secondary"
            data-testid="challenge-back"
            onClick={() => setIsChallengeBackOpen(true)}
          >
            {words.verdict.challengeBack({ name })}
          </button>
        </div>
      )}
      {isChallengeBackOpen && link && (
        <ShareDialog
          title={words.verdict.challengeBack({ name })}
          message={words.verdict.challengeBackMessage(challengeBack)}
          networkText={words.verdict.challengeBackNetworkText(challengeBack)}
          link={link}
          grid={shareGridFor(summary, { kind: 'challenge', link })}
          onClose={closeChallengeBack}
          testId="challenge-back-modal"
        />
      )}
    </section>
  );
}
