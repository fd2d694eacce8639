import { screen, within } from '@testing-library/react';

/** The links under a paged list, as a reader finds them: in the navigation named after the list. */
export function pageLinks(list: string) {
  const pages = within(screen.getByRole('navigation', { name: `Pages of ${list}` }));
  return {
    /** The names of the links marked as the current page (aria-current="page"). */
    current: () =>
      pages
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.getAttribute('aria-label')),
    /** Where a link ('Next', 'Previous', 'Page 3') goes; null where it is shown but no link. */
    target: (name: string) => pages.queryByRole('link', { name })?.getAttribute('href') ?? null,
    link: (name: string) => pages.getByRole('link', { name }),
    /** The 'Showing 21–25 of 25' line. */
    showing: () => pages.getByText(/^Showing /).textContent,
  };
}
