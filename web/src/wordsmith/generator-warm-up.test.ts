import { WARM_UP_NOTICE_MS, withWarmUpNotice } from './generator-warm-up';

// The page's time is jest's: a warm generator's answer never shows the notice, a loading one's does until
// it answers or fails.

function deferred<Result>() {
  let resolve!: (result: Result) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Result>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('the warming-up notice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('never shows for a call answered as a warm generator answers', async () => {
    const states: boolean[] = [];
    const answer = deferred<string>();
    const call = withWarmUpNotice(answer.promise, (isWarmingUp) => states.push(isWarmingUp));
    jest.advanceTimersByTime(WARM_UP_NOTICE_MS - 1);
    answer.resolve('word');
    await expect(call).resolves.toBe('word');
    jest.advanceTimersByTime(WARM_UP_NOTICE_MS);
    expect(states).toEqual([false]);
  });

  it('shows while a longer call waits for the load, and goes when it answers or fails', async () => {
    const states: boolean[] = [];
    const answer = deferred<string>();
    const call = withWarmUpNotice(answer.promise, (isWarmingUp) => states.push(isWarmingUp));
    jest.advanceTimersByTime(WARM_UP_NOTICE_MS);
    expect(states).toEqual([true]);
    answer.resolve('word');
    await call;
    expect(states).toEqual([true, false]);

    const failing = deferred<string>();
    const failed = withWarmUpNotice(failing.promise, (isWarmingUp) => states.push(isWarmingUp));
    jest.advanceTimersByTime(WARM_UP_NOTICE_MS);
    failing.reject(new Error('503'));
    await expect(failed).rejects.toThrow('503');
    expect(states).toEqual([true, false, true, false]);
  });
});
