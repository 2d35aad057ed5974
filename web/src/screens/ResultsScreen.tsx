import {
  bluffsCalledReal,
  challengeLink,
  MAX_SCORE,
  reminderAnswer,
  resultsMessage,
  utcDayOf,
  type SessionAnswerView,
  type SessionSummary,
} from '@bluffle/shared-schema';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { challengeRival } from '../controllers/challenge-rival-controller';
import { gameFlow } from '../controllers/game-controller';
import { removeQuery } from '../controllers/router';
import { AdSlot } from '../components/AdSlot';
import { ChallengeVerdictPanel } from '../components/results/ChallengeVerdictPanel';
import { PointsBreakdown } from '../components/results/PointsBreakdown';
import { SessionBoardPanel } from '../components/results/SessionBoardPanel';
import { shareGridFor, shareKindOf } from '../components/results/share-grid-for';
import { ShareGridPanel } from '../components/results/ShareGridPanel';
import { ShareModal } from '../components/ShareModal';
import { XpGained } from '../components/progress/XpGained';
import { StatTile } from '../components/StatTile';
import { WordReview } from '../components/WordReview';
import { sessionStore } from '../state/session-store';
import { soloGameStore } from '../state/solo-game-store';
import { statsStore } from '../stats/stats-store';
import { goHome } from '../controllers/go-home';
import { useMessages } from '../state/use-messages';

/**
 * The reminder's sentence in the interface language, then the word's definition or explanation: the bank's
 * English gloss (data, not interface text), marked as English.
 */
function Reminder({ answer }: { answer: SessionAnswerView }) {
  const { results } = useMessages();
  const gloss = answer.isReal ? answer.definition : answer.explanation;
  // A bluff without an explanation still gets a closing line; a real word's definition is simply absent.
  const fallback = answer.isReal ? null : results.bluffWithoutExplanation;
  return (
    <p className="results-reminder" data-testid="results-reminder">
      {answer.isReal
        ? results.reminderReal({ word: answer.word })
        : results.reminderBluff({ word: answer.word })}{' '}
      {gloss ? <span lang="en">{gloss}</span> : fallback}
    </p>
  );
}

export function ResultsScreen({ summary }: { summary: SessionSummary }) {
  const { resultsText, results, common, daily } = useMessages();
  const stats = useStore(statsStore, (state) => state.stats);
  const challenge = useStore(soloGameStore, (state) => state.challenge);
  const mode = useStore(sessionStore, (state) => state.mode);
  const dailyDay = useStore(sessionStore, (state) => state.dailyDay);
  const playerToken = useStore(sessionStore, (state) => state.playerToken);
  const isDailyArchive = useStore(sessionStore, (state) => state.mode === 'daily' && state.isDailyArchive);
  const [isShareOpen, setIsShareOpen] = useState(false);
  const closeShare = useCallback(() => setIsShareOpen(false), []);
  // Picked once per game so the message does not change on re-render. The tone follows the score's share of
  // the maximum, and the text says only what happened: no flawless game that was not, no bluff
  // that got through when none did, no 'answer faster' for a game without a clock.
  const message = useMemo(
    () =>
      resultsMessage({
        score: summary.score.totalScore,
        maxScore: MAX_SCORE,
        correct: summary.score.correct,
        totalRounds: summary.totalRounds,
        bluffsCalledReal: bluffsCalledReal(summary.answers),
        isRelaxed: summary.isRelaxed,
      }),
    [summary],
  );
  // Below 50%, a reminder about a word the player called wrong, never one they got right.
  const reminder = useMemo(
    () => (message.showReminder ? reminderAnswer(summary.answers) : null),
    [message, summary],
  );
  const { score } = summary;
  const kind = shareKindOf(mode, challenge);
  // The daily five's day: the set's own, as the server started it (the day it ended on only if unknown).
  const day = useMemo(() => (kind === 'daily' ? (dailyDay ?? utcDayOf(Date.now())) : null), [kind, dailyDay]);
  const link = summary.sessionCode ? challengeLink(window.location.origin, summary.sessionCode) : null;
  const grid = shareGridFor(summary, { kind, day, link, isArchive: isDailyArchive });
  const versus =
    mode === 'challenge' &&
    challenge?.kind === 'game' &&
    challenge.originalPlayer !== null &&
    challenge.score !== null
      ? { ...challenge, originalPlayer: challenge.originalPlayer, score: challenge.score }
      : null;
  const hasVerdict = versus !== null;
  // The challenge board: a challenge's or a custom session's, now that this attempt is over; and
  // the creator's, on their own game (the daily five's too: its challenges have a board of their own) as
  // soon as someone has taken it on, kept current while the results are open. An archive game is practice.
  const hasBoard = mode === 'challenge' || mode === 'solo' || (mode === 'daily' && !isDailyArchive);

  useEffect(() => {
    // The original's answers exist for this reader only now that the game is complete (docs/design.md decision 3).
    if (hasVerdict) void challengeRival.load();
  }, [hasVerdict, summary]);

  const playAgain = () => {
    // A new solo game: a challenge link in the address bar belongs to the game just finished.
    if (window.location.search) removeQuery();
    void gameFlow.startSoloGame();
  };

  return (
    <section className="results card" data-testid="results-screen" aria-labelledby="results-title">
      <h1 id="results-title">{results.title}</h1>
      {challenge?.originalPlayer && challenge.score !== null && (
        <p className="muted">
          {results.originalScored({ name: challenge.originalPlayer, score: challenge.score, max: MAX_SCORE })}
        </p>
      )}
      {challenge?.originalPlayer && challenge.isRelaxed && (
        <p className="muted" data-testid="results-original-relaxed">
          {results.originalRelaxed({ name: challenge.originalPlayer })}
        </p>
      )}
      {isDailyArchive && day !== null ? (
        <p className="muted" data-testid="results-practice">
          {daily.archive.results({ date: day })}
        </p>
      ) : (
        summary.isPractice && (
          <p className="muted" data-testid="results-practice">
            {results.practice}
          </p>
        )
      )}
      {summary.isRelaxed && (
        <p className="muted" data-testid="results-relaxed">
          {results.relaxed}
        </p>
      )}
      <p className="results-score" data-testid="results-score">
        {score.totalScore}/{MAX_SCORE}
      </p>

      <div className="tiles">
        <StatTile
          testId="tile-correct"
          label={results.tiles.correct}
          value={`${score.correct}/${summary.totalRounds}`}
        />
        <StatTile testId="tile-fast" label={results.tiles.fast} value={score.fastAnswers} />
        <StatTile testId="tile-best-streak" label={results.tiles.bestStreak} value={score.bestStreak} />
        <StatTile testId="tile-accuracy" label={results.tiles.accuracy} value={`${summary.accuracy}%`} />
      </div>

      <PointsBreakdown summary={summary} />

      <div className={`results-message tone-${message.tone}`} data-testid="results-message">
        <h2>{resultsText.titles[message.tone]}</h2>
        <p>{resultsText.texts[message.textKey]}</p>
        {reminder && <Reminder answer={reminder} />}
      </div>

      <XpGained summary={summary} xpAfterGame={stats.experiencePoints} />

      {versus && <ChallengeVerdictPanel summary={summary} challenge={versus} />}

      {hasBoard && summary.sessionCode && (
        <SessionBoardPanel
          sessionCode={summary.sessionCode}
          playerToken={playerToken ?? undefined}
          isHiddenWhenAlone={mode !== 'challenge'}
        />
      )}

      <ShareGridPanel grid={grid} />

      <WordReview answers={summary.answers} />

      <section className="overall-stats" aria-labelledby="overall-title">
        <h2 id="overall-title" className="section-title">
          {results.overall.title}
        </h2>
        <div className="tiles tiles-small">
          <StatTile
            testId="stat-games-played"
            label={results.overall.gamesPlayed}
            value={stats.totalGamesPlayed}
          />
          <StatTile testId="stat-best-streak" label={results.overall.bestStreak} value={stats.bestStreak} />
          <StatTile
            testId="stat-avg-score"
            label={results.overall.averageScore}
            value={Math.round(stats.averageScore)}
          />
        </div>
      </section>

      <div className="results-actions">
        <button
          type="button"
          className="button button-primary button-large"
          data-testid="play-again"
          onClick={playAgain}
        >
          {mode === 'daily' ? results.playRegularGame : results.playAgain}
        </button>
        {summary.sessionCode && (
          <button
            type="button"
            className="button button-secondary"
            data-testid="share-score"
            onClick={() => setIsShareOpen(true)}
          >
            {results.shareScore}
          </button>
        )}
        <button type="button" className="button button-ghost" data-testid="home-button" onClick={goHome}>
          {common.home}
        </button>
      </div>

      <AdSlot placement="results" />

      {isShareOpen && summary.sessionCode && (
        <ShareModal
          sessionCode={summary.sessionCode}
          summary={summary}
          kind={kind}
          day={day}
          isArchive={isDailyArchive}
          onClose={closeShare}
        />
      )}
    </section>
  );
}
