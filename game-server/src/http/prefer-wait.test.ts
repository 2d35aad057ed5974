import { preferredWaitSeconds } from './prefer-wait';

describe('the Prefer: wait of a long poll (RFC 7240)', () => {
  it('reads wait in seconds, among other preferences, in any case, quoted or not', () => {
    expect(preferredWaitSeconds('wait=8')).toBe(8);
    expect(preferredWaitSeconds('WAIT = 5')).toBe(5);
    expect(preferredWaitSeconds('respond-async, wait=10')).toBe(10);
    expect(preferredWaitSeconds('return=minimal; foo="a,b", wait="3"')).toBe(3);
    expect(preferredWaitSeconds(['handling=lenient', 'wait=0'])).toBe(0);
    // Named twice: the first counts.
    expect(preferredWaitSeconds('wait=4, wait=9')).toBe(4);
  });

  it('treats a wait that is not a non-negative integer, or none, as absent', () => {
    for (const prefer of [
      undefined,
      '',
      'respond-async',
      'wait',
      'wait=',
      'wait=-1',
      'wait=2.5',
      'wait=ten',
    ]) {
      expect(preferredWaitSeconds(prefer)).toBeUndefined();
    }
    expect(preferredWaitSeconds('wait=1e3')).toBeUndefined();
    expect(preferredWaitSeconds('wait=99999999999')).toBeUndefined();
  });
});
