/**
 * The round timer: ticks down one second per update (docs/product.md §4 Timeout) and calls onExpire at zero. One
 * countdown runs at a time; starting a new one stops the old, so a late tick can never expire a new round.
 */
export class Countdown {
  private handle: ReturnType<typeof setInterval> | null = null;

  start(seconds: number, onTick: (secondsLeft: number) => void, onExpire: () => void): void {
    this.stop();
    let secondsLeft = seconds;
    onTick(secondsLeft);
    this.handle = setInterval(() => {
      secondsLeft -= 1;
      onTick(Math.max(0, secondsLeft));
      if (secondsLeft <= 0) {
        this.stop();
        onExpire();
      }
    }, 1000);
  }

  stop(): void {
    if (this.handle !== null) {
      clearInterval(this.handle);
      this.handle = null;
    }
  }

  get isRunning(): boolean {
    return this.handle !== null;
  }
}
