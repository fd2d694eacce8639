/**
 * At most `limit` pieces of work at once in this process. `tryEnter` answers a release
 * function (safe to call more than once), or null when the limit is reached: the caller
 * refuses rather than queues, so a crowd of readers cannot pile work up behind the limit.
 */
export class InFlightLimit {
  private inFlight = 0;

  constructor(readonly limit: number) {}

  tryEnter(): (() => void) | null {
    if (this.inFlight >= this.limit) return null;
    this.inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
    };
  }
}
