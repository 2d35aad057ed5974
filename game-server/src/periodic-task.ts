/**
 * Runs `task` every `intervalMs` until the returned function is called. A slow run is not stacked under the
 * next one, a failure goes to `onError` (the next interval simply tries again), and the timer is unref'd so
 * it never keeps the process alive. Used by the store's purges.
 */
export function startPeriodicTask(
  intervalMs: number,
  task: () => Promise<void>,
  onError: (error: unknown) => void = () => undefined,
): () => void {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    task()
      .catch(onError)
      .finally(() => {
        isRunning = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
