/**
 * At most `limit` tasks at once per client address, in this process: for work that costs this
 * process's CPU (a password check), so it is counted here rather than in the database.
 */
export class InFlightByAddress {
  private readonly running = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** A release to call once the task is done, or null when the address is at its limit. */
  tryEnter(address: string): (() => void) | null {
    const running = this.running.get(address) ?? 0;
    if (running >= this.limit) return null;
    this.running.set(address, running + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(address) ?? 1) - 1;
      // Addresses with nothing running are forgotten, so the map holds only the busy ones.
      if (left > 0) this.running.set(address, left);
      else this.running.delete(address);
    };
  }
}
