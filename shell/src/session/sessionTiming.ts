/*
 * When, in a session's life, the shell acts. A token lasts 5 minutes (SPEC.md), or less when the
 * API is set so (TOKEN_LIFE_SECONDS, e.g. 40 in tests): each moment is a share of the life then,
 * in the same order, so that a short life works the same way.
 */

/**
 * Someone typing or clicking in a session's last this-many ms has it renewed: its last 2 minutes,
 * or the last half of a shorter life. Never more than half: a renewed session starts outside it,
 * so work right after a renewal does not renew again at each key.
 */
export function renewWindowMs(lifeMs: number): number {
  return Math.min(2 * 60_000, lifeMs / 2);
}

/**
 * An idle session warns its person this many ms before it ends: 1 minute, or the last third of a
 * shorter life. Inside the renewal window: someone at work before it never sees the warning.
 */
export function warningLeadMs(lifeMs: number): number {
  return Math.min(60_000, lifeMs / 3);
}

/** After a renewal that got no answer, the next try waits this long (not one call per key). */
export function renewRetryMs(lifeMs: number): number {
  return Math.min(10_000, lifeMs / 10);
}
