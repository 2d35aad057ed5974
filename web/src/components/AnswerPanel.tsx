import { gameFlow } from '../app/game-controller';
import type { SoloGameState } from '../state/solo-game-store';

/** Phase one (REAL or FAKE) or the follow-up's four options (spec §2 Solo game screen, §4). */
export function AnswerPanel({ state }: { state: SoloGameState }) {
  if (state.phase === 'followup' && state.followup) {
    return (
      <section className="followup" aria-labelledby="followup-question">
        <h3 id="followup-question" className="followup-question" data-testid="followup-question">
          {state.followup.question}
        </h3>
        <div className="followup-options">
          {state.followup.options.map((option) => (
            <button
              key={option}
              type="button"
              className={`option-button ${state.followupChoice === option ? 'is-chosen' : ''}`}
              data-testid="followup-option"
              disabled={state.isSubmitting}
              onClick={() => void gameFlow.answerFollowup(option)}
            >
              {option}
            </button>
          ))}
        </div>
      </section>
    );
  }
  return (
    <section className="phase-one" aria-label="Is this word real or fake?">
      <p className="phase-one-prompt">Real word or bluff?</p>
      <div className="phase-one-buttons">
        <button
          type="button"
          className={`button answer-button answer-real ${state.phaseOneChoice === true ? 'is-chosen' : ''}`}
          data-testid="answer-real"
          disabled={state.isSubmitting}
          onClick={() => void gameFlow.answerPhaseOne(true)}
        >
          REAL
        </button>
        <button
          type="button"
          className={`button answer-button answer-fake ${state.phaseOneChoice === false ? 'is-chosen' : ''}`}
          data-testid="answer-fake"
          disabled={state.isSubmitting}
          onClick={() => void gameFlow.answerPhaseOne(false)}
        >
          FAKE
        </button>
      </div>
    </section>
  );
}
