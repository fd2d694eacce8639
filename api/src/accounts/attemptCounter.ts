/**
 * Counts attempts per key in a fixed time window, in memory (one API process; several
 * processes each keep their own count, which still bounds guessing).
 */
export class AttemptCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const window = this.current(key);
    if (!window || window.count < this.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  record(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    this.forgetExpiredSometimes();
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Keeps memory bounded when many different keys are tried. */
  private forgetExpiredSometimes(): void {
    if (this.windows.size < 10_000) return;
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
