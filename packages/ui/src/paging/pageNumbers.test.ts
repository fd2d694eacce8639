import { GAP, pageNumbers } from './pageNumbers';

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and two either side of the current page, with gaps', () => {
    expect(pageNumbers(6, 40)).toEqual([1, GAP, 4, 5, 6, 7, 8, GAP, 40]);
    expect(pageNumbers(1, 40)).toEqual([1, 2, 3, GAP, 40]);
    expect(pageNumbers(40, 40)).toEqual([1, GAP, 38, 39, 40]);
  });

  it('shows a single left-out page itself rather than a gap', () => {
    expect(pageNumbers(5, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, GAP, 40]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
