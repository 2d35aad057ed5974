import { ERROR_CODES, dailyLimitMessage, nextUtcMidnight } from '@bluffle/shared-schema';
import { ServiceError } from '../../service-error';

/**
 * A signed-in player has started their plan's games for today (docs/design.md, gap 'free-tier daily limit'): 429,
 * like the other 'too many' refusals, with the wait until the next UTC midnight for Retry-After.
 */
export class DailyLimitReachedError extends ServiceError {
  readonly status = 429;
  /** ISO 8601: the next UTC midnight, when the day's count starts again. */
  readonly resetsAt: string;
  readonly retryAfterSeconds: number;

  constructor(limit: number, nowMs: number) {
    const resetsAt = nextUtcMidnight(nowMs);
    super(dailyLimitMessage(limit, resetsAt), ERROR_CODES.dailyLimitReached);
    this.resetsAt = resetsAt;
    this.retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(resetsAt) - nowMs) / 1000));
  }
}
