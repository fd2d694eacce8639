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

/**
 * The ticker's headlines: the newest current latest news, each linking to its own page, read
 * from the public list, which leaves out every item past its "show until" date (issue 20), so
 * the ticker never shows an expired one. The server renders the frame with the news and hands
 * the answer over with the page, so the browser asks nothing on load; where the server had none
 * (the API late or failing), both show the standing notes until the browser's own read answers.
 * The standing notes also stand where there is no current news or the read fails.
 */
export function useTickerHeadlines(): TickerHeadline[] {
  const { t } = useTranslation('shell');
  const read = useReadersText();
  const news = useQuery(publicQueries.latestNews({ size: TICKER_NEWS }));
  const items = news.data?.items ?? [];
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
