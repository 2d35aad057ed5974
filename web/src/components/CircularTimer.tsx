import { timerAnnouncement, timerColour } from '@bluffle/shared-schema';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../state/use-messages';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The round's circular timer: red at 5 s or less, amber at 10 s or less (docs/product.md §9). A screen reader hears
 * '10 seconds left' and '5 seconds left' once each (politely), so colour is not the only signal.
 */
export function CircularTimer({ secondsLeft, totalSeconds }: { secondsLeft: number; totalSeconds: number }) {
  const { round } = useMessages();
  const announcement = useSecondsLeftAnnouncement(secondsLeft);
  const colour = timerColour(secondsLeft);
  const fraction = totalSeconds > 0 ? Math.max(0, Math.min(1, secondsLeft / totalSeconds)) : 0;
  return (
    <>
      <div
        className={`circular-timer timer-${colour}`}
        data-testid="timer"
        data-colour={colour}
        role="timer"
        aria-label={round.secondsLeft({ seconds: secondsLeft })}
      >
        <svg viewBox="0 0 64 64" aria-hidden="true">
          <circle className="timer-track" cx="32" cy="32" r={RADIUS} />
          <circle
            className="timer-progress"
            cx="32"
            cy="32"
            r={RADIUS}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
            transform="rotate(-90 32 32)"
          />
        </svg>
        <span className="timer-seconds">{secondsLeft}</span>
      </div>
      {/* Beside the timer, not in it: a role=timer region is not announced, and its label is its name. */}
      <span className="visually-hidden" aria-live="polite" data-testid="timer-announcement">
        {announcement === undefined ? '' : round.secondsLeft({ seconds: announcement })}
      </span>
    </>
  );
}

/** The last threshold the timer reached (10 or 5), kept until the next one replaces it. */
function useSecondsLeftAnnouncement(secondsLeft: number): number | undefined {
  const previous = useRef<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState<number | undefined>(undefined);
  useEffect(() => {
    const reached = timerAnnouncement(previous.current, secondsLeft);
    previous.current = secondsLeft;
    if (reached !== undefined) setAnnouncement(reached);
  }, [secondsLeft]);
  return announcement;
}
