import { ERROR_CODES, dailyFivePlayedMessage, nextUtcMidnight } from '@bluffle/shared-schema';
import { ConflictError } from '../../errors';

/** A second start of a day's set by the same identity: 409, saying when the next set comes. */
export function dailyFivePlayedError(nowMs: number): ConflictError {
  return new ConflictError(dailyFivePlayedMessage(nextUtcMidnight(nowMs)), ERROR_CODES.dailyFivePlayed);
}
