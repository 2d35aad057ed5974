import { FAST_ANSWER_SECONDS, NETWORK_ALLOWANCE_MS } from '../constants';
import { isFastAnswer } from './fast-answer';

describe('isFastAnswer', () => {
  const limitMs = FAST_ANSWER_SECONDS * 1000;

  it('counts answers up to and including 6 seconds as fast', () => {
    expect(isFastAnswer(0)).toBe(true);
    expect(isFastAnswer(limitMs - 1)).toBe(true);
    expect(isFastAnswer(limitMs)).toBe(true);
  });

  it('does not count answers after 6 seconds as fast', () => {
    expect(isFastAnswer(limitMs + 1)).toBe(false);
    expect(isFastAnswer(15_000)).toBe(false);
  });

  it('extends the limit by the allowance', () => {
    expect(isFastAnswer(limitMs + NETWORK_ALLOWANCE_MS, NETWORK_ALLOWANCE_MS)).toBe(true);
    expect(isFastAnswer(limitMs + NETWORK_ALLOWANCE_MS + 1, NETWORK_ALLOWANCE_MS)).toBe(false);
  });
});
