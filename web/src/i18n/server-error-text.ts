import type { ErrorCode } from '@bluffle/shared-schema';
import type { OurFault, Refused, Unreachable } from '../api/failure-kind';
import type { ServerErrorMessages } from './catalogue/server-errors';
import type { ErrorTexts } from './error-texts';

export type { ErrorTexts };

/** A failure as it is worded: a refusal's status never picks the words (a lobby's refusals carry none). */
export type WordableFailure = Omit<Refused, 'status'> | OurFault | Unreachable;

/** What an area says in its own words; everything else comes from the one table (catalogue/server-errors.ts). */
export interface AreaFailureWords {
  /** The area's own words for a code, read before the table's (a challenge's session-not-finished). */
  codes?: ErrorTexts;
  /** The area's words for the call that failed ('Payment failed. Please try again.'), for a fault of ours. */
  fallback?: string;
  /** The area's words for an unreachable server (the Daily five is never played offline); the table's else. */
  unreachable?: string;
}

function wordsForCode(code: ErrorCode | null, table: ServerErrorMessages, area: AreaFailureWords) {
  if (code === null) return undefined;
  return area.codes?.[code] ?? table.codes[code];
}

/**
 * A failed call in the interface language, one rule for every area. Codes decide, never message
 * text (docs/design.md decision 9):
 * - refused: our words for its code, else the server's own words (they say what only it knows), else the
 *   area's fallback;
 * - our fault: our words for a code that still says something (payments-not-configured), else the area's
 *   words for the call, else 'Something went wrong on our side': never the server's explanation of its fault;
 * - unreachable: that the server cannot be reached and trying again may help.
 */
export function failureText(
  failure: WordableFailure,
  table: ServerErrorMessages,
  area: AreaFailureWords = {},
): string {
  switch (failure.kind) {
    case 'refused':
      return (
        wordsForCode(failure.code, table, area) ?? (failure.message || (area.fallback ?? table.ourFault))
      );
    case 'our-fault':
      return wordsForCode(failure.code, table, area) ?? area.fallback ?? table.ourFault;
    case 'unreachable':
      return area.unreachable ?? table.unreachable;
  }
}
