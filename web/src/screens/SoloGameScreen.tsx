import { useStore } from 'zustand';
import { goHome } from '../app/go-home';
import { Banners } from '../components/Banners';
import { CircularTimer } from '../components/CircularTimer';
import { FeedbackPanel } from '../components/FeedbackPanel';
import { AdSlot } from '../components/AdSlot';
import { MuteToggle } from '../components/MuteToggle';
import { OfflineBadge } from '../components/OfflineBadge';
import { AnswerPanel } from '../components/AnswerPanel';
import { sessionStore } from '../state/session-store';
import { currentWord, soloGameStore } from '../state/solo-game-store';

/** The solo game screen (spec §2): header, timer, word card, the current phase's answers or the feedback. */
export function SoloGameScreen() {
  const state = useStore(soloGameStore);
  const isOffline = useStore(sessionStore, (session) => session.mode === 'offline');
  const word = currentWord(state);

  return (
    <section className="game card" data-testid="game-screen" aria-label="Solo game">
      <header className="game-header">
        <button type="button" className="button button-ghost" data-testid="home-button" onClick={goHome}>
          ← Home
        </button>
        <div className="game-status">
          <span className="round-label" data-testid="round-label">
            Round {Math.min(state.roundIndex + 1, state.totalRounds)}/{state.totalRounds}
          </span>
          <span className="score-label" data-testid="score-label">
            Score {state.score.totalScore}
          </span>
          {isOffline && <OfflineBadge />}
        </div>
        <MuteToggle />
      </header>

      {state.hasNoWord || !word ? (
        <p className="no-word" data-testid="no-word">
          No word available. Try another language or come back soon.
        </p>
      ) : (
        <>
          <div className="timer-row">
            <CircularTimer secondsLeft={state.timerSeconds} totalSeconds={state.timerMaxSeconds} />
          </div>
          <article className="word-card">
            <h2 className="word-text" data-testid="word-text">
              {word.word}
            </h2>
            <p className="word-meta">{word.wordClass}</p>
            {/* During the follow-up the definition would be a clue to the right wording of its meaning; during
                the feedback the panel below repeats it with the verdict. */}
            {state.phase !== 'followup' && !state.feedback && (
              <>
                <p className="word-definition" data-testid="word-definition">
                  {word.definition}
                </p>
                {word.usage && (
                  <p className="word-usage" data-testid="word-usage">
                    “{word.usage}”
                  </p>
                )}
              </>
            )}
          </article>
          {/* In the flow above the feedback, never over the header, the timer or the answers (issue 10). */}
          <Banners banners={state.banners} />
          {state.feedback ? <FeedbackPanel feedback={state.feedback} /> : <AnswerPanel state={state} />}
          {state.notice && (
            <p className="notice" role="alert">
              {state.notice}
            </p>
          )}
        </>
      )}

      <AdSlot placement="game" />
    </section>
  );
}
