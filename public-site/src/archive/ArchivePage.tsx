import { publicQueries, type ArchivedItem, type Page } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { keepPreviousData, useQuery } from '@council/query';
import { useSearchParams } from '@council/router';
import { usePageParam } from '@council/ui';
import { PageFrame } from '../common/PageFrame';
import { pagingOf } from '../common/pagingOf';
import { StatusLine } from '../common/StatusLine';
import { ArchiveChoices } from './ArchiveChoices';
import { ArchiveTable } from './ArchiveTable';
import {
  ARCHIVE_PAGE_KINDS,
  archiveRowOf,
  kindFromSearch,
  yearFromSearch,
  type ArchivePageKind,
} from './archiveKinds';
import '../i18n/registerPublicSiteTexts';

/**
 * /archive?kind=notice&year=2025&page=2 (GIGW 3.0): the items no longer current, by kind and
 * year, a page at a time. Notices, circulars, office orders, latest news and press releases are
 * here after their "show until" date, tenders after their last date of submission; none is
 * deleted by it. Without a year, the kind's newest archived year; only years that hold items are
 * offered.
 */
export default function ArchivePage() {
  const { t } = useTranslation('public-site');
  const [params] = useSearchParams();
  const kind = kindFromSearch(params.get('kind'));
  const asked = yearFromSearch(params.get('year'));
  const page = usePageParam();
  const years = useQuery(publicQueries.archiveYears());
  const kindYears = years.data?.[ARCHIVE_PAGE_KINDS[kind]] ?? [];
  const year = asked ?? kindYears[0]?.year ?? null;
  const list = useQuery({
    ...publicQueries.archive(ARCHIVE_PAGE_KINDS[kind], year, { page }),
    enabled: year !== null,
    placeholderData: keepPreviousData,
  });
  const kindName = t(`archive.kinds.${kind}`);
  return (
    <PageFrame title={t('archive.title')} lastUpdated={[ARCHIVE_PAGE_KINDS[kind]]}>
      <p>{t('archive.intro')}</p>
      {years.isPending && <StatusLine kind="loading">{t('archive.loading')}</StatusLine>}
      {(years.isError || list.isError) && (
        <StatusLine kind="error">{t('archive.failed')}</StatusLine>
      )}
      {years.isSuccess && <ArchiveChoices kind={kind} year={year} years={kindYears} />}
      {years.isSuccess && year === null && (
        <StatusLine kind="empty">{t('archive.emptyKind', { kind: kindName })}</StatusLine>
      )}
      {year !== null && list.isSuccess && (
        <ArchiveList kind={kind} year={year} page={page} answer={list.data} />
      )}
    </PageFrame>
  );
}

/** One year of a kind: its heading and table, or that it holds nothing. */
function ArchiveList({
  kind,
  year,
  page,
  answer,
}: {
  kind: ArchivePageKind;
  year: number;
  page: number;
  answer: Page<ArchivedItem>;
}) {
  const { t } = useTranslation('public-site');
  const heading = t('archive.heading', { kind: t(`archive.kinds.${kind}`), year });
  if (answer.items.length === 0 && page === 1) {
    return <StatusLine kind="empty">{t('archive.emptyYear', { year })}</StatusLine>;
  }
  return (
    <section className="mt-4" aria-labelledby="ps-archive-heading">
      <h2 id="ps-archive-heading" className="h4">
        {heading}
      </h2>
      <ArchiveTable
        kind={kind}
        caption={heading}
        rows={answer.items.map(archiveRowOf)}
        paging={pagingOf(page, answer, t('archive.pages'))}
      />
    </section>
  );
}
