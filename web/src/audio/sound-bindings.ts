import { shouldTick } from '@bluffle/shared-schema';
import { settingsStore } from '../state/settings-store';
import { soloGameStore, type SoloGameState } from '../state/solo-game-store';
import { SoundEngine } from './sound-engine';

const isInRound = (state: SoloGameState) =>
  (state.phase === 'playing' || state.phase === 'followup') && !state.isLoading && !state.hasNoWord;

/**
 * Sounds follow the stores from outside React: a tick each second of the last five (docs/product.md §9), a hit when a
 * round's verdict arrives, music while a game is on. Muted (the default) means silence.
 */
export function bindSounds(engine = new SoundEngine()): () => void {
  const unlock = () => {
    engine.unlock();
    syncMusic();
  };
  const syncMusic = () => {
    if (!settingsStore.getState().isMuted && isInRound(soloGameStore.getState())) {
      engine.startMusic();
    } else {
      engine.stopMusic();
    }
  };

  window.addEventListener('pointerdown', unlock, { passive: true });
  window.addEventListener('keydown', unlock);

  const stopGame = soloGameStore.subscribe((state, previous) => {
    syncMusic();
    if (settingsStore.getState().isMuted) return;
    const isCountingDown = state.feedback === null && !state.isSubmitting;
    if (isCountingDown && state.timerSeconds !== previous.timerSeconds && shouldTick(state.timerSeconds)) {
      engine.tick();
    }
    if (state.feedback && state.feedback !== previous.feedback) {
      engine.hit(state.feedback.isCorrect);
    }
  });
  const stopSettings = settingsStore.subscribe(syncMusic);

  return () => {
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
    stopGame();
    stopSettings();
    engine.stopMusic();
  };
}
