import { screen, within } from '@testing-library/react';

/** The links of the navigation with this name, as [text, address] pairs in their order. */
export function navigationLinks(name: string): [string | null, string | null][] {
  return within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}
