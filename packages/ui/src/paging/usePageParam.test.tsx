import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@council/router';
import { pageFromSearch, usePageParam } from './usePageParam';

function ShowPage() {
  return <output>{usePageParam()}</output>;
}

describe('the page in the address', () => {
  it.each([
    ['/notice?page=3', '3'],
    ['/notice?status=Open&page=12', '12'],
    ['/notice', '1'],
  ])('%s is page %s', (address, page) => {
    render(
      <MemoryRouter initialEntries={[address]}>
        <ShowPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(page);
  });

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
