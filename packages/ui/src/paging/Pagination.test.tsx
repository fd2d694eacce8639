import { act, render, screen, within } from '@testing-library/react';
import { initI18n, setLanguage } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { navigationLinks } from '../testing/navigationLinks';
import { Pagination, type PaginationProps } from './Pagination';

initI18n();

function renderAt(address: string, props: Partial<PaginationProps> = {}) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Pagination page={1} size={20} total={45} list="notices" {...props} />
    </MemoryRouter>,
  );
}

/** Previous and Next, which are links only where there is such a page. */
const step = (text: string) => screen.getByText(text).closest('a, span');

describe('the pagination', () => {
  it('is a navigation named by its list, with a link per page and the current one marked', () => {
    renderAt('/notice?page=2', { page: 2 });
    const nav = screen.getByRole('navigation', { name: 'Pages of notices' });
    expect(within(nav).getByText('Showing 21–40 of 45')).toBeInTheDocument();
    const current = within(nav).getByRole('link', { name: 'Page 2' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([current]);
    expect(navigationLinks('Pages of notices')).toEqual([
      ['Previous', '/notice'],
      ['1', '/notice'],
      ['2', '/notice?page=2'],
      ['3', '/notice?page=3'],
      ['Next', '/notice?page=3'],
    ]);
  });

  it('keeps the other query parameters in its links and leaves page=1 out', () => {
    renderAt('/complaints?status=Open&page=2', { page: 2 });
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/complaints?status=Open',
    );
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/complaints?status=Open&page=3',
    );
  });

  it('has no Previous link on the first page and no Next link on the last', () => {
    const { unmount } = renderAt('/notice');
    expect(step('Previous')?.tagName).toBe('SPAN');
    expect(step('Previous')?.closest('li')).toHaveClass('disabled');
    expect(step('Next')).toHaveAttribute('href', '/notice?page=2');
    unmount();
    renderAt('/notice?page=3', { page: 3 });
    expect(step('Next')?.tagName).toBe('SPAN');
    expect(step('Next')?.closest('li')).toHaveClass('disabled');
    expect(step('Previous')).toHaveAttribute('href', '/notice?page=2');
    expect(screen.getByText('Showing 41–45 of 45')).toBeInTheDocument();
  });

  it('shows gaps in a long list, hidden from screen readers', () => {
    renderAt('/gallery?page=6', { page: 6, total: 800 });
    expect(navigationLinks('Pages of notices').map(([text]) => text)).toEqual([
      'Previous',
      '1',
      '4',
      '5',
      '6',
      '7',
      '8',
      '40',
      'Next',
    ]);
    const gaps = screen.getAllByText('…');
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap.closest('li')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows nothing when the list fits one page', () => {
    const { container } = renderAt('/notice', { total: 20 });
    expect(container).toBeEmptyDOMElement();
  });

  it('still leads back from a page past the end', () => {
    renderAt('/notice?page=2', { page: 2, total: 20 });
    expect(screen.getByRole('navigation', { name: 'Pages of notices' })).toBeInTheDocument();
    expect(step('Previous')).toHaveAttribute('href', '/notice');
    expect(step('Next')?.tagName).toBe('SPAN');
  });

  it('names a last page of one row alone', () => {
    renderAt('/notice?page=3', { page: 3, total: 41 });
    expect(screen.getByText('Showing 41 of 41')).toBeInTheDocument();
  });
});

describe('the pagination in Hindi', () => {
  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));

  it('names the list as its remote gives it, and counts the rows with the verb agreeing', () => {
    const { rerender } = renderAt('/notice?page=2', { page: 2, list: 'सूचनाओं' });
    const nav = screen.getByRole('navigation', { name: 'सूचनाओं के पृष्ठ' });
    expect(nav).toHaveTextContent('कुल 45 में से प्रविष्टियाँ 21–40 दिखाई जा रही हैं');
    expect(within(nav).getByRole('link', { name: 'पृष्ठ 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    act(() =>
      rerender(
        <MemoryRouter initialEntries={['/notice?page=3']}>
          <Pagination page={3} size={20} total={41} list="सूचनाओं" />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByText('कुल 41 में से प्रविष्टि 41 दिखाई जा रही है')).toBeInTheDocument();
  });
});
