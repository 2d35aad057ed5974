import { useStore } from 'zustand';
import { useMessages } from '../state/use-messages';
import { settingsStore } from '../state/settings-store';

/**
 * 'Relaxed (no timer)' on both menus (WCAG 2.2.1 Timing Adjustable): solo games, challenges and the
 * daily five started from here have no countdown and no fast bonus. Remembered with the settings.
 */
export function RelaxedToggle() {
  const isRelaxed = useStore(settingsStore, (state) => state.isRelaxed);
  const { start } = useMessages();
  return (
    <div className="relaxed-toggle">
      <input
        id="relaxed-toggle"
        type="checkbox"
        data-testid="relaxed-toggle"
        checked={isRelaxed}
        aria-describedby="relaxed-toggle-hint"
        onChange={(event) => settingsStore.getState().setRelaxed(event.target.checked)}
      />
      <label htmlFor="relaxed-toggle">{start.relaxed}</label>
      <p id="relaxed-toggle-hint" className="muted relaxed-toggle-hint">
        {start.relaxedHint}
      </p>
    </div>
  );
}
