import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { gameFlow } from '../controllers/game-controller';
import { answerForKey, type PhaseOneKeys } from '../game/answer-keys';
import { pressedKeyOf } from '../game/pressed-key';
import { GLOSS_LANG, wordLangOf } from '../game/gloss-language';
import { useMessages } from '../state/use-messages';
import { leaveQuestionStore } from '../state/leave-question-store';
import { currentWord, type SoloGameState } from '../state/solo-game-store';
import { RealFakeButtons } from './RealFakeButtons';

/**
 * The letters beside REAL and FAKE (T and P in Filipino; R and F always) and 1-4 answer the round,
 * and each new question takes the focus to its first answer, so a keyboard player never has to
 * hunt for it.
 */
function useAnswerKeys(
  state: SoloGameState,
  phaseOneKeys: PhaseOneKeys,
  firstAnswer: React.RefObject<HTMLButtonElement | null>,
) {
  const options = state.followup?.options;
  // While the page asks whether to leave, a key belongs to that question, not to the round.
  const isAsking = useStore(leaveQuestionStore, (question) => question.isAsking);
  const isAnswerOpen = !state.isSubmitting && state.feedback === null && !isAsking;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const answer = answerForKey(pressedKeyOf(event), {
        phase: state.phase,
        isAnswerOpen,
        followupOptions: options ?? [],
        phaseOneKeys,
      });
      if (answer === null) return;
      event.preventDefault();
      if (answer.kind === 'phase-one') void gameFlow.answerPhaseOne(answer.isReal);
      else void gameFlow.answerFollowup(answer.option);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [state.phase, isAnswerOpen, options, phaseOneKeys]);

  useEffect(() => {
    firstAnswer.current?.focus({ preventScroll: true });
  }, [state.roundIndex, state.phase, firstAnswer]);
}

/** Phase one (REAL or FAKE) or the follow-up's four options (docs/product.md §2 Solo game screen, §4). */
export function AnswerPanel({ state }: { state: SoloGameState }) {
  const { round } = useMessages();
  const firstAnswer = useRef<HTMLButtonElement>(null);
  useAnswerKeys(state, round.answerKeys, firstAnswer);

  if (state.phase === 'followup' && state.followup) {
    // The follow-up follows a right first answer, so the player's own call says which question it is
    // (rules/followup-options): a real word's asks for its meaning, an English gloss; a made-up word's for
    // the real word among its options, in the word's language.
    const isRealWord = state.phaseOneChoice === true;
    const word = currentWord(state);
    const optionLang = isRealWord ? GLOSS_LANG : word ? wordLangOf(word.language) : undefined;
    return (
      <section className="followup" aria-labelledby="followup-question">
        <h3 id="followup-question" className="followup-question" data-testid="followup-question">
          {isRealWord ? round.followupQuestions.definition : round.followupQuestions.realWord}
        </h3>
        <div className="followup-options">
          {state.followup.options.map((option, index) => (
            <button
              key={option}
              ref={index === 0 ? firstAnswer : undefined}
              type="button"
              className={`option-button ${state.followupChoice === option ? 'is-chosen' : ''}`}
              data-testid="followup-option"
              aria-keyshortcuts={String(index + 1)}
              disabled={state.isSubmitting}
              onClick={() => void gameFlow.answerFollowup(option)}
            >
              <kbd className="key-hint" aria-hidden="true">
                {index + 1}
              </kbd>
              <span className="option-text" data-testid="followup-option-text" lang={optionLang}>
                {option}
              </span>
            </button>
          ))}
        </div>
      </section>
    );
  }
  return (
    <section className="phase-one" aria-label={round.phaseOneLabel}>
      <p className="phase-one-prompt">{round.phaseOnePrompt}</p>
      <RealFakeButtons
        labels={round}
        chosen={state.phaseOneChoice}
        disabled={state.isSubmitting}
        onAnswer={(isReal) => void gameFlow.answerPhaseOne(isReal)}
        testIds={{ real: 'answer-real', fake: 'answer-fake' }}
        keys={round.answerKeys}
        realRef={firstAnswer}
      />
    </section>
  );
}
