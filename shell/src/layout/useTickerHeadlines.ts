import { useSyncExternalStore } from 'react';
import { publicQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { itemPagePath } from '@council/site-config';
import { useReadersText, type ReadersText } from '@council/ui';

/** One headline of the ticker: its words (marked where not in the page's language) and link. */
export interface TickerHeadline {
  key: string;
  text: ReadersText;
  to: string;
}

/** How many of the newest news items the ticker carries. */
export const TICKER_NEWS = 5;
/** The council's standing notes (the shell's texts), shown where there is no current news. */
const STANDING_NOTES = ['1', '2', '3', '4'];

// True in the browser, false on the server and while hydrating what the server rendered.
const nothingToWatch = () => () => {};
const inTheBrowser = () => true;
const onTheServer = () => false;

/**
 * The ticker's headlines: the newest current latest news, each linking to its own page, read
 * from the public list, which leaves out every item past its "show until" date (issue 20), so
 * the ticker never shows an expired one. The server renders the frame without reading anything:
 * the standing notes stand until the news are in the browser's hands (after hydration), and
 * where there is no current news or the read fails.
 */
export function useTickerHeadlines(): TickerHeadline[] {
  const { t } = useTranslation('shell');
  const read = useReadersText();
  const inBrowser = useSyncExternalStore(nothingToWatch, inTheBrowser, onTheServer);
  const news = useQuery({ ...publicQueries.latestNews({ size: TICKER_NEWS }), enabled: inBrowser });
  const items = inBrowser ? (news.data?.items ?? []) : [];
  const headlines = items
    .map((item) => ({
      key: `news-${item.id}`,
      text: read({ en: item.title, hi: item.titleHindi }),
      to: itemPagePath('latestNews', item.id),
    }))
    .filter((headline) => headline.text.text !== '');
  if (headlines.length > 0) return headlines;
  return STANDING_NOTES.map((note) => ({
    key: note,
    text: { text: t(`ticker.headlines.${note}`), lang: undefined },
    to: '/latestnews',
  }));
}
