import {
  challengeLink,
  MAX_SCORE,
  pickOne,
  resultsMessage,
  utcDayOf,
  type SessionSummary,
} from '@bluffle/shared-schema';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { challengeRival } from '../app/challenge-rival-controller';
import { gameFlow } from '../app/game-controller';
import { removeQuery } from '../app/router';
import { AdSlot } from '../components/AdSlot';
import { ChallengeVerdictPanel } from '../components/results/ChallengeVerdictPanel';
import { shareGridFor, shareKindOf } from '../components/results/share-grid-for';
import { ShareGridPanel } from '../components/results/ShareGridPanel';
import { ShareModal } from '../components/ShareModal';
import { StatTile } from '../components/StatTile';
import { WordReview } from '../components/WordReview';
import { sessionStore } from '../state/session-store';
import { soloGameStore } from '../state/solo-game-store';
import { statsStore } from '../stats/stats-store';
import { goHome } from '../app/go-home';

/** Below 50% a reminder about a random word of the game shows (spec §9). */
function reminderFor(summary: SessionSummary): string | null {
  if (summary.answers.length === 0) return null;
  const answer = pickOne(summary.answers);
  return answer.isReal
    ? `Remember: “${answer.word}” is a real word. ${answer.definition}`
    : `Remember: “${answer.word}” was a bluff. ${answer.explanation || 'Nobody uses it for real.'}`;
}

export function ResultsScreen({ summary }: { summary: SessionSummary }) {
  const stats = useStore(statsStore, (state) => state.stats);
  const challenge = useStore(soloGameStore, (state) => state.challenge);
  const mode = useStore(sessionStore, (state) => state.mode);
  const dailyDay = useStore(sessionStore, (state) => state.dailyDay);
  const [isShareOpen, setIsShareOpen] = useState(false);
  const closeShare = useCallback(() => setIsShareOpen(false), []);
  // Picked once per game so the message does not change on re-render. The tone follows the score's share of
  // the maximum (spec §9), and the text never claims a flawless game that was not.
  const message = useMemo(
    () =>
      resultsMessage({
        score: summary.score.totalScore,
        maxScore: MAX_SCORE,
        correct: summary.score.correct,
        totalRounds: summary.totalRounds,
      }),
    [summary],
  );
  const reminder = useMemo(() => (message.showReminder ? reminderFor(summary) : null), [message, summary]);
  const { score } = summary;
  const kind = shareKindOf(mode, challenge);
  // The daily five's day: the set's own, as the server started it (the day it ended on only if unknown).
  const day = useMemo(() => (kind === 'daily' ? (dailyDay ?? utcDayOf(Date.now())) : null), [kind, dailyDay]);
  const link = summary.sessionCode ? challengeLink(window.location.origin, summary.sessionCode) : null;
  const grid = shareGridFor(summary, { kind, day, link });
  const versus =
    mode === 'challenge' &&
    challenge?.kind === 'game' &&
    challenge.originalPlayer !== null &&
    challenge.score !== null
      ? { ...challenge, originalPlayer: challenge.originalPlayer, score: challenge.score }
      : null;
  const hasVerdict = versus !== null;

  useEffect(() => {
    // The original's answers exist for this reader only now that the game is complete (DESIGN decision 3).
    if (hasVerdict) void challengeRival.load();
  }, [hasVerdict, summary]);

  const playAgain = () => {
    // A new solo game: a challenge link in the address bar belongs to the game just finished.
    if (window.location.search) removeQuery();
    void gameFlow.startSoloGame();
  };

  return (
    <section className="results card" data-testid="results-screen" aria-labelledby="results-title">
      <h1 id="results-title">Game Over</h1>
      {challenge?.originalPlayer && challenge.score !== null && (
        <p className="muted">
          {challenge.originalPlayer} scored {challenge.score}/{MAX_SCORE} on these words.
        </p>
      )}
      {summary.isPractice && (
        <p className="muted" data-testid="results-practice">
          Practice: you have played these words before, so this game counts toward no stats and no challenge.
        </p>
      )}
      <p className="results-score" data-testid="results-score">
        {score.totalScore}/{MAX_SCORE}
      </p>

      <div className="tiles">
        <StatTile testId="tile-correct" label="Correct" value={`${score.correct}/${summary.totalRounds}`} />
        <StatTile testId="tile-fast" label="Fast" value={score.fastAnswers} />
        <StatTile testId="tile-best-streak" label="Best Streak" value={score.bestStreak} />
        <StatTile testId="tile-accuracy" label="Accuracy" value={`${summary.accuracy}%`} />
      </div>

      <div className={`results-message tone-${message.tone}`} data-testid="results-message">
        <h2>{message.title}</h2>
        <p>{message.text}</p>
        {reminder && (
          <p className="results-reminder" data-testid="results-reminder">
            {reminder}
          </p>
        )}
      </div>

      {versus && <ChallengeVerdictPanel summary={summary} challenge={versus} />}

      <ShareGridPanel grid={grid} />

      <WordReview answers={summary.answers} />

      <section className="overall-stats" aria-labelledby="overall-title">
        <h2 id="overall-title" className="section-title">
          Your stats
        </h2>
        <div className="tiles tiles-small">
          <StatTile testId="stat-games-played" label="Games Played" value={stats.totalGamesPlayed} />
          <StatTile testId="stat-best-streak" label="Best Streak" value={stats.bestStreak} />
          <StatTile testId="stat-avg-score" label="Avg Score" value={Math.round(stats.averageScore)} />
        </div>
      </section>

      <div className="results-actions">
        <button
          type="button"
          className="button button-primary button-large"
          data-testid="play-again"
          onClick={playAgain}
        >
          Play Again
        </button>
        {summary.sessionCode && (
          <button
            type="button"
            className="button button-secondary"
            data-testid="share-score"
            onClick={() => setIsShareOpen(true)}
          >
            Share Your Score
          </button>
        )}
        <button type="button" className="button button-ghost" data-testid="home-button" onClick={goHome}>
          Home
        </button>
      </div>

      <AdSlot placement="results" />

      {isShareOpen && summary.sessionCode && (
        <ShareModal
          sessionCode={summary.sessionCode}
          summary={summary}
          kind={kind}
          day={day}
          onClose={closeShare}
        />
      )}
    </section>
  );
}
