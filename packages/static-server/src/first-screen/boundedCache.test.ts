import { boundedCache } from './boundedCache';

describe('boundedCache', () => {
  it('makes a value once per key and keeps it', () => {
    const cache = boundedCache<number>(3);
    const make = jest.fn(() => 1);
    expect(cache.get('a', make)).toBe(1);
    expect(cache.get('a', () => 2)).toBe(1);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('forgets everything once it is full, and one key on asking', () => {
    const cache = boundedCache<string>(2);
    cache.get('a', () => 'a1');
    cache.get('b', () => 'b1');
    cache.get('c', () => 'c1');
    expect(cache.get('a', () => 'a2')).toBe('a2');
    cache.forget('a');
    expect(cache.get('a', () => 'a3')).toBe('a3');
  });
});
