import { AttemptCounter } from './attemptCounter';

describe('AttemptCounter', () => {
  it('blocks after max attempts until the window passes', () => {
    let now = 0;
    const counter = new AttemptCounter(2, 60_000, () => now);
    counter.record('a');
    expect(counter.retryAfterSeconds('a')).toBe(0);
    counter.record('a');
    expect(counter.retryAfterSeconds('a')).toBe(60);
    expect(counter.retryAfterSeconds('b')).toBe(0);
    now = 60_000;
    expect(counter.retryAfterSeconds('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const counter = new AttemptCounter(1, 60_000);
    counter.record('a');
    counter.reset('a');
    expect(counter.retryAfterSeconds('a')).toBe(0);
  });
});
