/** One pending action at a time: starting it again replaces the last one, so only the newest ever runs. */
export class OneShotTimer {
  private handle: ReturnType<typeof setTimeout> | null = null;

  start(delayMs: number, action: () => void): void {
    this.stop();
    this.handle = setTimeout(
      () => {
        this.handle = null;
        action();
      },
      Math.max(0, delayMs),
    );
  }

  stop(): void {
    if (this.handle !== null) {
      clearTimeout(this.handle);
      this.handle = null;
    }
  }
}
