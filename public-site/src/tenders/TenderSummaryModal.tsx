import type { ReactNode } from 'react';
import type { Tender } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { formatDate, InReadersLanguage, Modal } from '@council/ui';
import { descriptionOf, titleOf } from '../common/bilingual';
import { orNotAvailable } from '../common/orNotAvailable';
import { closingDateTime } from './tenderPeriod';
import '../i18n/registerPublicSiteTexts';

/** The details modal of a tender row: title, tender no., description and dates (SPEC.md 2). */
export function TenderSummaryModal({
  tender,
  onClose,
}: {
  tender: Tender | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('public-site');
  const na = t('common.notAvailable');
  const rows: [string, ReactNode][] = tender
    ? [
        ['title', <InReadersLanguage key="title" {...titleOf(tender)} empty={na} />],
        ['tenderNo', orNotAvailable(tender.tenderNo, na)],
        [
          'description',
          <InReadersLanguage key="description" {...descriptionOf(tender)} empty={na} />,
        ],
        ['publishDate', formatDate(tender.publishDate, 'dd/MMM/yyyy') ?? na],
        ['lastDate', formatDate(closingDateTime(tender), 'dd/MMM/yyyy HH:mm') ?? na],
      ]
    : [];
  return (
    <Modal open={tender !== null} onClose={onClose} title={t('tenders.summaryTitle')}>
      <dl className="ps-details">
        {rows.map(([field, value]) => (
          <div key={field} className="ps-details-row">
            <dt>{t(`tenders.fields.${field}`)}</dt>
            <dd className="ps-preserve-lines">{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
