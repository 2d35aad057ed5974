import {
  challengeLink,
  challengeVerdict,
  MAX_SCORE,
  verdictRounds,
  type SessionSummary,
  type VerdictSide,
} from '@bluffle/shared-schema';
import { useCallback, useState } from 'react';
import type { ChallengeInfo } from '../../state/solo-game-store';
import { ShareDialog } from '../ShareDialog';
import { shareGridFor } from './share-grid-for';
import { verdictSideText } from './verdict-side-text';

interface ChallengeVerdictPanelProps {
  summary: SessionSummary;
  /** A played game's challenge with the original's name and score (ResultsScreen checks). */
  challenge: ChallengeInfo & { originalPlayer: string; score: number };
}

/** `label` names the player on narrow screens, where the rows stack and the column headers are hidden. */
function SideCell({ side, testId, label }: { side: VerdictSide | null; testId: string; label: string }) {
  const tone = side === null ? 'is-unknown' : side.ending === 'right' ? 'is-right' : 'is-wrong';
  return (
    <td data-testid={testId} data-label={label} className={`verdict-side ${tone}`}>
      {side === null ? '–' : verdictSideText(side)}
    </td>
  );
}

/** Why the original's column is empty, when it is. */
function rivalNote(challenge: ChallengeInfo, name: string): string | null {
  switch (challenge.rival.status) {
    case 'idle':
    case 'loading':
      return `Loading ${name}'s answers…`;
    case 'withheld':
      // The server shows them once this identity's counted attempt on these words is complete.
      return `${name}'s answers show once your first game on these words is finished.`;
    case 'failed':
      return `${name}'s answers could not be loaded.`;
    case 'ready':
      return null;
  }
}

/**
 * The challenge verdict (issue 10): who won, each round side by side (the word, your answer and time, the
 * original's), and 'Challenge back', which sends this game's link, the same words, to the original player.
 * The original's answers arrive only once this game is complete (challenge-rival.ts, DESIGN decision 3).
 */
export function ChallengeVerdictPanel({ summary, challenge }: ChallengeVerdictPanelProps) {
  const name = challenge.originalPlayer;
  const [isChallengeBackOpen, setIsChallengeBackOpen] = useState(false);
  const closeChallengeBack = useCallback(() => setIsChallengeBackOpen(false), []);
  const verdict = challengeVerdict({
    yourScore: summary.score.totalScore,
    theirScore: challenge.score,
    theirName: name,
    isPractice: summary.isPractice,
  });
  const theirAnswers = challenge.rival.status === 'ready' ? challenge.rival.answers : [];
  const rounds = verdictRounds(summary.answers, theirAnswers);
  const note = rivalNote(challenge, name);
  const link = summary.sessionCode ? challengeLink(window.location.origin, summary.sessionCode) : null;

  return (
    <section
      className={`verdict card-inset verdict-${verdict.outcome}`}
      data-testid="challenge-verdict"
      aria-labelledby="verdict-headline"
    >
      <h2 id="verdict-headline" data-testid="verdict-headline">
        {verdict.headline}
      </h2>
      <p data-testid="verdict-detail">{verdict.detail}</p>
      <div className="verdict-table-scroll" tabIndex={0} role="region" aria-label="Round by round">
        <table className="verdict-table" data-testid="verdict-table">
          <caption className="visually-hidden">
            Each round: the word, your answer and time, and {name}&apos;s
          </caption>
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">Word</th>
              <th scope="col">You</th>
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
                    {round.isReal ? 'Real word' : 'Made up'}
                  </span>
                </td>
                <SideCell side={round.you} testId="verdict-you" label="You" />
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
          <p>Send {name} the same words, with your score to beat.</p>
          <button
            type="button"
            className="button button-secondary"
            data-testid="challenge-back"
            onClick={() => setIsChallengeBackOpen(true)}
          >
            Challenge {name} back
          </button>
        </div>
      )}
      {isChallengeBackOpen && link && (
        <ShareDialog
          title={`Challenge ${name} back`}
          message={`${summary.playerName} scored ${summary.score.totalScore}/${MAX_SCORE} on your words, ${name}. Same words, your turn! You have played them before, so your replay counts as practice.`}
          networkText={`${summary.playerName} scored ${summary.score.totalScore}/${MAX_SCORE} on your Bluffle words. Same words, your turn!`}
          link={link}
          grid={shareGridFor(summary, { kind: 'challenge', link })}
          onClose={closeChallengeBack}
          testId="challenge-back-modal"
        />
      )}
    </section>
  );
}
