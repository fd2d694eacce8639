import { useCallback } from 'react';
import {
  OFFICIALS_PAGE_DESIGNATIONS,
  publicApi,
  type Official,
  type OfficialsGroup,
} from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { PageSection } from '../common/PageSection';
import { StatusLine } from '../common/StatusLine';
import { useLoaded } from '../common/useLoaded';
import { OfficialsTable } from './OfficialsTable';
import { sortOfficials } from './sortOfficials';
import '../i18n/registerPublicSiteTexts';

/**
 * /wardparsad, /executiveofficer, /chairman, /standingcommitee and /employeelist: the officials of
 * one group, home=All. SPEC.md 8: a failure is only logged; the page then shows no rows.
 */
export default function OfficialsPage({ group }: { group: OfficialsGroup }) {
  const { t } = useTranslation('public-site');
  const load = useCallback(
    (): Promise<Official[]> =>
      publicApi
        .officials(OFFICIALS_PAGE_DESIGNATIONS[group], 'All')
        .then(sortOfficials, (error: unknown) => {
          console.error('The officials could not be loaded:', error);
          return [];
        }),
    [group],
  );
  const list = useLoaded(load);
  const title = t(`officials.${group}.title`);

  return (
    <PageSection title={title}>
      {list.status === 'loading' && (
        <StatusLine kind="loading">{t('officials.loading')}</StatusLine>
      )}
      {list.status === 'ready' && list.value.length === 0 && (
        <StatusLine kind="empty">{t('officials.empty')}</StatusLine>
      )}
      {list.status === 'ready' && list.value.length > 0 && (
        <OfficialsTable caption={title} officials={list.value} />
      )}
    </PageSection>
  );
}
