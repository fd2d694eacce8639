import { pageFromSearch } from './paths';

describe("the page a page's address asks for", () => {
  it('reads whole numbers from 1 up', () => {
    expect(pageFromSearch('1')).toBe(1);
    expect(pageFromSearch('40')).toBe(40);
    expect(pageFromSearch('100000')).toBe(100000);
  });

  it.each([null, '', '0', '-2', '2.5', 'abc', '3abc', '03', ' 4', '1e3', '100001', '99999999999'])(
    'reads %p as page 1',
    (value) => {
      expect(pageFromSearch(value)).toBe(1);
    },
  );
});
