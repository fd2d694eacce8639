/** Fixes the clock (`new Date()`, Date.now()) and nothing else: timers go on in real time. */
export function fixClock(now: Date | number): void;
