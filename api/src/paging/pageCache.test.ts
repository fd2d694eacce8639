import type { PageWire } from '@council/contract';
import { pageCache } from './pageCache';

const aPage = (title: string): PageWire<{ title: string }> => ({
  items: [{ title }],
  page: 1,
  size: 20,
  total: 1,
});

describe('the page cache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('serves one reading to every reader of the same page within its lifetime', async () => {
    const cache = pageCache(2000, now);
    const load = jest.fn(async () => aPage('Water supply'));
    const [first, second] = await Promise.all([
      cache.remember('public /notices', load),
      cache.remember('public /notices', load),
    ]);
    clock += 1999;
    const third = await cache.remember('public /notices', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect([first, second, third]).toEqual([
      aPage('Water supply'),
      aPage('Water supply'),
      aPage('Water supply'),
    ]);
  });

  it('reads again once the lifetime is over, after clear(), and for another page', async () => {
    const cache = pageCache(2000, now);
    let version = 0;
    const load = async () => aPage(`version ${++version}`);
    await cache.remember('public /notices', load);
    clock += 2000;
    expect(await cache.remember('public /notices', load)).toEqual(aPage('version 2'));
    cache.clear();
    expect(await cache.remember('public /notices', load)).toEqual(aPage('version 3'));
    expect(await cache.remember('public /notices?page=2', load)).toEqual(aPage('version 4'));
  });

  it('keeps a costly answer as long as asked (the scorecard), yet empties it on clear()', async () => {
    const cache = pageCache(2000, now);
    let version = 0;
    const load = async () => ({ figures: ++version });
    await cache.rememberAnswer('scorecard', load, 60_000);
    clock += 59_999;
    expect(await cache.rememberAnswer('scorecard', load, 60_000)).toEqual({ figures: 1 });
    clock += 1;
    expect(await cache.rememberAnswer('scorecard', load, 60_000)).toEqual({ figures: 2 });
    cache.clear();
    expect(await cache.rememberAnswer('scorecard', load, 60_000)).toEqual({ figures: 3 });
  });

  it('lets every kept page go when the clock changes a list (expireAt), then keeps again', async () => {
    const cache = pageCache(60_000, now);
    let version = 0;
    const load = async () => aPage(`version ${++version}`);
    await cache.remember('public /notices', load);
    cache.expireAt(null);
    cache.expireAt(clock + 5000);
    // A later moment told does not put the earlier one off.
    cache.expireAt(clock + 30_000);
    clock += 4999;
    expect(await cache.remember('public /notices', load)).toEqual(aPage('version 1'));
    clock += 1;
    expect(await cache.remember('public /notices', load)).toEqual(aPage('version 2'));
    clock += 30_000;
    expect(await cache.remember('public /notices', load)).toEqual(aPage('version 2'));
  });

  it('does not keep a failed reading', async () => {
    const cache = pageCache(2000, now);
    await expect(
      cache.remember('public /notices', () => Promise.reject(new Error('database away'))),
    ).rejects.toThrow('database away');
    expect(await cache.remember('public /notices', async () => aPage('back'))).toEqual(
      aPage('back'),
    );
  });

  it('reads every time with a lifetime of 0', async () => {
    const cache = pageCache(0, now);
    const load = jest.fn(async () => aPage('Ward meeting'));
    await cache.remember('public /notices', load);
    await cache.remember('public /notices', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('holds at most 300 pages, letting the oldest go first', async () => {
    const cache = pageCache(60_000, now);
    const load = jest.fn(async () => aPage('a page'));
    for (let page = 1; page <= 301; page++) await cache.remember(`public ?page=${page}`, load);
    await cache.remember('public ?page=301', load);
    await cache.remember('public ?page=2', load);
    expect(load).toHaveBeenCalledTimes(301);
    await cache.remember('public ?page=1', load);
    expect(load).toHaveBeenCalledTimes(302);
  });
});
