import { useEffect } from 'react';
import { useTranslation } from '@council/i18n';
import { councilNameIn, pageTitle, useCouncil, useTitleFromScreen } from '@council/site-config';

/**
 * Names the page in the browser's tab and history: the route's title (or, while its screen names
 * one, the item it shows: a tender's own title), then the council's name, in the reader's
 * language (the title given is already in it; the council's Hindi name where it has one).
 */
export function PageTitle({ title }: { title: string }) {
  const { i18n } = useTranslation();
  const name = councilNameIn(useCouncil(), i18n.language);
  const fromScreen = useTitleFromScreen();
  useEffect(() => {
    document.title = pageTitle(fromScreen ?? title, name);
  }, [fromScreen, title, name]);
  return null;
}
