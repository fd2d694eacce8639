import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@council/router';
import { usePageParam } from './usePageParam';

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
});
