import { ITEM_PAGES, itemPagePath } from './itemPages';

describe('itemPagePath', () => {
  it('names an item by its id on its kind’s page', () => {
    expect(itemPagePath('notice', 12)).toBe('/notice-details?id=12');
    expect(itemPagePath('tender', 3)).toBe('/tender-details?id=3');
  });

  it('gives every kind its own page', () => {
    const paths = Object.values(ITEM_PAGES);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
