import { normalisePath, screenAt, SHELL_PATHS, type Screen } from '@council/site-config/node';

// Read from the shell's own routes, so that a page the shell adds there is a page here too.
const SHELL_PAGES = new Set(SHELL_PATHS.map(normalisePath));

/**
 * Whether `pathname` names a page of the site, as the shell's router would match it: the root, a
 * screen of the table (a signed-in one too: its guard sends a visitor to sign in first) or one
 * of the shell's own pages (/login, /register, ...).
 */
export function isPageOfSite(pathname: string, screens: readonly Screen[]): boolean {
  return (
    pathname === '/' ||
    screenAt(screens, pathname) !== undefined ||
    SHELL_PAGES.has(normalisePath(pathname))
  );
}
