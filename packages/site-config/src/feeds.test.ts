import { FEEDS, feedOfList } from './feeds';

describe('the feeds', () => {
  it('are one a list, each at its own address', () => {
    expect(new Set(FEEDS.map((feed) => feed.path)).size).toBe(FEEDS.length);
    expect(new Set(FEEDS.map((feed) => feed.list)).size).toBe(FEEDS.length);
    for (const feed of FEEDS) expect(feed.path).toMatch(/^\/feeds\/[a-z-]+\.xml$/);
  });

  it('are found by their list page, as routes are matched', () => {
    expect(feedOfList('/notice')?.path).toBe('/feeds/notices.xml');
    expect(feedOfList('/PressRelease/')?.path).toBe('/feeds/press-releases.xml');
    expect(feedOfList('/pasttender')).toBeUndefined();
    expect(feedOfList('/notice-details')).toBeUndefined();
  });
});
