import { ERROR_CODES } from '@bluffle/shared-schema';
import type { CallFailure } from '../api/failure-kind';
import type { OpenFailure } from './lobby-connection';

/**
 * A seat that could not be had, from the one reading of a failed call (api/failure-kind.ts), whichever way it
 * was asked for (the REST fallback or the live room's matchmaking): unreachable sends the player to the next
 * transport; a fault of ours shows the spec's default text, never the server's words about it; a refusal
 * keeps its code and words for lobby-failure-text.ts.
 */
export function openFailureOf(failure: CallFailure): OpenFailure {
  switch (failure.kind) {
    case 'unreachable':
      return { isUnreachable: true, code: null, message: null };
    case 'our-fault':
      // A stopping server's refusal is worth wording (try again shortly); any other fault is not explained.
      return {
        isUnreachable: false,
        code: failure.code === ERROR_CODES.serverDraining ? failure.code : null,
        message: null,
      };
    case 'refused':
      return {
        isUnreachable: false,
        code: failure.code,
        message: failure.message === '' ? null : failure.message,
      };
  }
}
