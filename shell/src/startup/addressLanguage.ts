import { LANGUAGE_PARAMETER } from '@council/i18n';

/**
 * Takes `?lang=` out of the address once the shell has read it (initI18n keeps the choice in the
 * cookie): the address bar, a bookmark and a link copied from it then name the page, not the
 * language, and a reader who later switches back is not switched again by a reload. Runs before
 * the router reads the address; the history entry is replaced, not added, so Back is unchanged.
 */
export function dropLanguageParameter(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): void {
  const query = new URLSearchParams(location.search);
  if (!query.has(LANGUAGE_PARAMETER)) return;
  query.delete(LANGUAGE_PARAMETER);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}
