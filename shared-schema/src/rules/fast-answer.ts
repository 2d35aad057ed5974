import { FAST_ANSWER_SECONDS } from '../constants';

/**
 * A round completed within 6 s of its start is fast (docs/product.md §5 Fast answer, §9 '6 s or less').
 * `allowanceMs` is the network grace the server adds when it times answers with its own clock.
 */
export function isFastAnswer(elapsedMs: number, allowanceMs = 0): boolean {
  return elapsedMs <= FAST_ANSWER_SECONDS * 1000 + allowanceMs;
}
