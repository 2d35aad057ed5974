import { useStore } from 'zustand';
import { settingsStore } from '../state/settings-store';
import { SpeakerIcon } from './Icons';

/** Sound starts muted (spec §9); the choice is remembered with the settings. */
export function MuteToggle() {
  const isMuted = useStore(settingsStore, (state) => state.isMuted);
  return (
    <button
      type="button"
      className="icon-button mute-toggle"
      data-testid="mute-toggle"
      aria-pressed={!isMuted}
      aria-label={isMuted ? 'Turn sound on' : 'Turn sound off'}
      title={isMuted ? 'Sound off' : 'Sound on'}
      onClick={() => settingsStore.getState().toggleMuted()}
    >
      <SpeakerIcon isMuted={isMuted} />
    </button>
  );
}
