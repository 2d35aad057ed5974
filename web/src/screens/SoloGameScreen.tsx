import { useStore } from 'zustand';
import { requestLeave } from '../controllers/leave-game-controller';
import { Banners } from '../components/Banners';
import { CircularTimer } from '../components/CircularTimer';
import { FeedbackPanel } from '../components/FeedbackPanel';
import { AdSlot } from '../components/AdSlot';
import { MuteToggle } from '../components/MuteToggle';
import { OfflineBadge } from '../components/OfflineBadge';
import { AnswerPanel } from '../components/AnswerPanel';
import { GLOSS_LANG, usagePartsOf, wordLangOf } from '../game/gloss-language';
import { useMessages } from '../state/use-messages';
import { sessionStore } from '../state/session-store';
import { currentWord, soloGameStore } from '../state/solo-game-store';

/** The solo game screen (docs/product.md §2): header, timer, word card, the current phase's answers or the feedback. */
export function SoloGameScreen() {
  const state = useStore(soloGameStore);
  const isOffline = useStore(sessionStore, (session) => session.mode === 'offline');
  const archiveDay = useStore(sessionStore, (session) => (session.isDailyArchive ? session.dailyDay : null));
  const isRelaxed = useStore(sessionStore, (session) => session.isRelaxed);
  const { round, common, wordFacts, daily } = useMessages();
  const word = currentWord(state);
  const usage = word?.usage ? usagePartsOf(word.usage, word.language) : null;

  return (
    <section className="game card" data-testid="game-screen" aria-label={round.screenLabel}>
      <header className="game-header">
        <button
          type="button"
          className="button button-ghost"
          data-testid="home-button"
          onClick={requestLeave}
        >
          <span aria-hidden="true">←</span> {common.home}
        </button>
        <div className="game-status">
          <span className="round-label" data-testid="round-label">
            {round.roundLabel({
              round: Math.min(state.roundIndex + 1, state.totalRounds),
              total: state.totalRounds,
            })}
          </span>
          <span className="score-label" data-testid="score-label">
            {round.scoreLabel({ score: state.score.totalScore })}
          </span>
          {isOffline && <OfflineBadge />}
          {isRelaxed && (
            <span className="relaxed-badge" data-testid="relaxed-badge" title={round.relaxedBadgeTitle}>
              {round.relaxedBadge}
            </span>
          )}
          {archiveDay !== null && (
            <span className="archive-badge" data-testid="archive-badge">
              {daily.archive.badge({ day: archiveDay })}
            </span>
          )}
        </div>
        <MuteToggle />
      </header>

      {state.hasNoWord || !word ? (
        <p className="no-word" data-testid="no-word">
          {round.noWord}
        </p>
      ) : (
        <>
          {/* A relaxed game has no deadline: no countdown to show or to hear. */}
          {!isRelaxed && (
            <div className="timer-row">
              <CircularTimer secondsLeft={state.timerSeconds} totalSeconds={state.timerMaxSeconds} />
            </div>
          )}
          <article className="word-card">
            <h2 className="word-text" data-testid="word-text">
              {word.word}
            </h2>
            <p className="word-meta">{wordFacts.wordClasses[word.wordClass]}</p>
            {/* During the follow-up the definition would be a clue to the right wording of its meaning; during
                the feedback the panel below repeats it behind 'Why?'. The bank's definitions are English
                glosses; a usage sentence is in the word's language (game/gloss-language.ts). */}
            {state.phase !== 'followup' && !state.feedback && (
              <>
                <p className="word-definition" data-testid="word-definition" lang={GLOSS_LANG}>
                  {word.definition}
                </p>
                {usage && (
                  <p className="word-usage" data-testid="word-usage">
                    “<span lang={wordLangOf(word.language)}>{usage.sentence}</span>
                    {usage.translation && <span lang={GLOSS_LANG}> ({usage.translation})</span>}”
                  </p>
                )}
              </>
            )}
          </article>
          {/* In the flow above the feedback, never over the header, the timer or the answers. */}
          <Banners banners={state.banners} />
          {state.feedback ? (
            <FeedbackPanel
              key={state.roundIndex}
              feedback={state.feedback}
              pause={state.feedbackPause}
              isLastRound={state.roundIndex + 1 >= state.totalRounds}
              isOpeningRound={state.isOpeningRound}
            />
          ) : (
            <AnswerPanel state={state} />
          )}
          {state.notice && (
            <p className="notice" role="alert">
              {round.notices[state.notice]}
            </p>
          )}
        </>
      )}

      <AdSlot placement="game" />
    </section>
  );
}
