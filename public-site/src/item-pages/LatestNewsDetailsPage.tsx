import { publicQueries, type NewsItem } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { formatDate } from '@council/ui';
import { descriptionOf, titleOf } from '../common/bilingual';
import { ItemDetails } from './ItemDetails';
import { useItemId } from './itemId';
import '../i18n/registerPublicSiteTexts';

/** /latestnews-details?id=: one news item as a page of its own. */
export default function LatestNewsDetailsPage() {
  const { t } = useTranslation('public-site');
  const id = useItemId();
  const found = useQuery({ ...publicQueries.newsItem(id ?? 0), enabled: id !== null });
  return (
    <ItemDetails
      kind="latestNews"
      list="/latestnews"
      part="latestNews"
      id={id}
      read={found}
      view={(news: NewsItem) => ({
        title: titleOf(news),
        description: descriptionOf(news),
        facts: [
          {
            name: t('itemPages.fields.date'),
            value: formatDate(news.createdDate, 'dd/MMM/yyyy') ?? t('common.notAvailable'),
          },
        ],
      })}
    />
  );
}
