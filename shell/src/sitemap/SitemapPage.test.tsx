import { screen, within } from '@testing-library/react';
import { renderAt } from '../testing/renderWithShell';
import { SitemapPage } from './SitemapPage';

describe('the sitemap page', () => {
  it('lists the pages by group, each a link, the ones still to come said to be so', () => {
    renderAt('/sitemap', <SitemapPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'Notice' })).toHaveAttribute(
      'href',
      '/notice',
    );
    const other = screen.getByRole('region', { name: 'Other pages' });
    const videos = within(other).getByRole('link', { name: 'Video Gallery' });
    expect(videos).toHaveAttribute('href', '/videogallery');
    expect(videos.closest('li')).toHaveTextContent('Video Gallery (coming soon)');
    const notice = within(documents).getByRole('link', { name: 'Notice' });
    expect(notice.closest('li')).not.toHaveTextContent('coming soon');
    expect(
      within(screen.getByRole('region', { name: 'Your account' })).getByRole('link', {
        name: 'Create an account',
      }),
    ).toHaveAttribute('href', '/register');
  });
});
