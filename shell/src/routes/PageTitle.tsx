import { useEffect } from 'react';
import { pageTitle, useCouncil, useTitleFromScreen } from '@council/site-config';

/**
 * Names the page in the browser's tab and history: the route's title (or, while its screen names
 * one, the item it shows: a tender's own title), then the council's name.
 */
export function PageTitle({ title }: { title: string }) {
  const { name } = useCouncil();
  const fromScreen = useTitleFromScreen();
  useEffect(() => {
    document.title = pageTitle(fromScreen ?? title, name);
  }, [fromScreen, title, name]);
  return null;
}
