import { keepPreviousData, useQuery } from '@council/query';
import {
  OFFICIALS_PAGE_DESIGNATIONS,
  publicQueries,
  type Official,
  type OfficialsGroup,
  type Page,
} from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { usePageParam } from '@council/ui';
import { PageFrame } from '../common/PageFrame';
import { pagingOf } from '../common/pagingOf';
import { StatusLine } from '../common/StatusLine';
import { OfficialsTable } from './OfficialsTable';
import { sortOfficials } from './sortOfficials';
import '../i18n/registerPublicSiteTexts';

/** A group's officials are a short list: one page of the most a page may hold, links beyond. */
const OFFICIALS_PAGE_SIZE = 100;

const sorted = (answer: Page<Official>): Page<Official> => ({
  ...answer,
  items: sortOfficials(answer.items),
});

/**
 * /wardparsad, /executiveofficer, /chairman, /standingcommitee and /employeelist: the officials of
 * one group, home=All. SPEC.md 8: a failure is only logged; the page then shows no rows.
 */
export default function OfficialsPage({ group }: { group: OfficialsGroup }) {
  const { t } = useTranslation('public-site');
  const page = usePageParam();
  const list = useQuery({
    ...publicQueries.officials(OFFICIALS_PAGE_DESIGNATIONS[group], 'All', {
      page,
      size: OFFICIALS_PAGE_SIZE,
    }),
    select: sorted,
    placeholderData: keepPreviousData,
    // SPEC.md 8: a failure is only logged (by the cache); the page then shows no rows.
    meta: { failureLog: 'The officials could not be loaded:' },
  });
  const answer = list.isError ? undefined : list.data;
  const title = t(`officials.${group}.title`);
  return (
    <PageFrame title={title} lastUpdated={['officials']}>
      {list.isPending && <StatusLine kind="loading">{t('officials.loading')}</StatusLine>}
      {(list.isError || (answer?.items.length === 0 && page === 1)) && (
        <StatusLine kind="empty">{t('officials.empty')}</StatusLine>
      )}
      {answer && (answer.items.length > 0 || page > 1) && (
        <OfficialsTable
          caption={title}
          officials={answer.items}
          paging={pagingOf(page, answer, t(`officials.${group}.pages`))}
        />
      )}
    </PageFrame>
  );
}
