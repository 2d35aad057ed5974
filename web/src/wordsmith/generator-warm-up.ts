// The server loads the word generator at the first word-tool call after a start or a quiet spell (:
// it releases the generator when idle), and that call waits seconds for the load where a later one answers
// within a second. The page cannot know which call will be the first, so one still running after
// WARM_UP_NOTICE_MS says the generator is warming up until it answers.

/** Later calls answer within a second: one running longer is waiting for the generator to load. */
export const WARM_UP_NOTICE_MS = 1500;

/** Waits for `call`; past the notice time `setWarmingUp(true)`, and `false` once it settles either way. */
export async function withWarmUpNotice<Result>(
  call: Promise<Result>,
  setWarmingUp: (isWarmingUp: boolean) => void,
): Promise<Result> {
  const notice = setTimeout(() => setWarmingUp(true), WARM_UP_NOTICE_MS);
  try {
    return await call;
  } finally {
    clearTimeout(notice);
    setWarmingUp(false);
  }
}
