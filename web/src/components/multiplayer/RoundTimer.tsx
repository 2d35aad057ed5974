import { useEffect, useState } from 'react';
import { msUntilNextSecond, secondsLeftAt, type RoundCountdown } from '../../multiplayer/round-countdown';
import { CircularTimer } from '../CircularTimer';

/**
 * The lobby round's timer, counted down on the page (: the room sends no patch each second). It
 * renders again only when the shown second changes. `fallbackSeconds` stands in until a countdown is known.
 */
export function RoundTimer(props: {
  countdown: RoundCountdown | null;
  fallbackSeconds: number;
  totalSeconds: number;
}) {
  const { countdown, fallbackSeconds, totalSeconds } = props;
  const nowMs = useSecondTicks(countdown);
  const secondsLeft = countdown === null ? fallbackSeconds : secondsLeftAt(countdown, nowMs);
  return <CircularTimer secondsLeft={secondsLeft} totalSeconds={totalSeconds} />;
}

/** The page's time, read again each time the countdown's shown second changes, until it is over. */
function useSecondTicks(countdown: RoundCountdown | null): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (countdown === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = Date.now();
      setNowMs(now);
      const waitMs = msUntilNextSecond(countdown, now);
      if (waitMs > 0) timer = setTimeout(tick, waitMs);
    };
    tick();
    return () => clearTimeout(timer);
  }, [countdown]);
  return nowMs;
}
