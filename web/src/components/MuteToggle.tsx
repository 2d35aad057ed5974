import { useStore } from 'zustand';
import { useMessages } from '../state/use-messages';
import { settingsStore } from '../state/settings-store';
import { SpeakerIcon } from './Icons';

/** Sound starts muted (docs/product.md §9); the choice is remembered with the settings. */
export function MuteToggle() {
  const isMuted = useStore(settingsStore, (state) => state.isMuted);
  const { sound } = useMessages().round;
  return (
    <button
      type="button"
      className="icon-button mute-toggle"
      data-testid="mute-toggle"
      aria-pressed={!isMuted}
      aria-label={isMuted ? sound.turnOn : sound.turnOff}
      title={isMuted ? sound.isOff : sound.isOn}
      onClick={() => settingsStore.getState().toggleMuted()}
    >
      <SpeakerIcon isMuted={isMuted} />
    </button>
  );
}
