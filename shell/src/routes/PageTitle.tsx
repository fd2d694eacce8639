import { useEffect } from 'react';
import { useTranslation } from '@council/i18n';
import {
  councilNameIn,
  feedOfList,
  pageTitle,
  useCouncil,
  useTitleFromScreen,
} from '@council/site-config';
import { showFeedLink } from './feedLink';

/**
 * Names the page in the browser's tab and history: the route's title (or, while its screen names
 * one, the item it shows: a tender's own title), then the council's name, in the reader's
 * language (the title given is already in it; the council's Hindi name where it has one). A list
 * with an RSS feed (`path` /notice) links to it in <head>, in the reader's language, as the
 * server's page does; every other page links to none.
 */
export function PageTitle({ title, path }: { title: string; path?: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const name = councilNameIn(useCouncil(), language);
  const fromScreen = useTitleFromScreen();
  useEffect(() => {
    document.title = pageTitle(fromScreen ?? title, name);
  }, [fromScreen, title, name]);
  const feed = path === undefined ? undefined : feedOfList(path)?.path;
  const href = feed && (language === 'en' ? feed : `${feed}?lang=${language}`);
  const feedTitle = pageTitle(title, name);
  useEffect(() => showFeedLink(href ? { href, title: feedTitle } : undefined), [href, feedTitle]);
  return null;
}
