import type { Tender } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { formatDate, InReadersLanguage } from '@council/ui';
import { descriptionOf, titleOf } from '../common/bilingual';
import { orNotAvailable } from '../common/orNotAvailable';
import { closingDateTime } from './tenderPeriod';
import { TenderDocuments } from './TenderDocuments';
import '../i18n/registerPublicSiteTexts';

/**
 * What the tender details dialog and the /tender-details page show: headline, tender no., details,
 * the attached documents, publish date and closing date. `headingLevel` keeps the page outline.
 */
export function TenderDetails({ tender, headingLevel }: { tender: Tender; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('public-site');
  const na = t('common.notAvailable');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="ps-tender-details">
      <Heading className="h5">
        <InReadersLanguage {...titleOf(tender)} empty={na} />
      </Heading>
      <dl className="ps-details">
        <div className="ps-details-row">
          <dt>{t('tenders.fields.tenderNo')}</dt>
          <dd>{orNotAvailable(tender.tenderNo, na)}</dd>
        </div>
        <div className="ps-details-row">
          <dt>{t('tenders.fields.details')}</dt>
          <dd className="ps-preserve-lines">
            <InReadersLanguage {...descriptionOf(tender)} empty={na} />
          </dd>
        </div>
        <div className="ps-details-row">
          <dt>{t('tenders.fields.documents')}</dt>
          <dd>
            <TenderDocuments tender={tender} />
          </dd>
        </div>
        <div className="ps-details-row">
          <dt>{t('tenders.fields.publishDate')}</dt>
          <dd>{formatDate(tender.publishDate, 'dd/MMM/yyyy') ?? na}</dd>
        </div>
        <div className="ps-details-row">
          <dt>{t('tenders.fields.closingDate')}</dt>
          <dd>{formatDate(closingDateTime(tender), 'dd/MMM/yyyy HH:mm') ?? na}</dd>
        </div>
        {tender.status.trim() !== '' && (
          <div className="ps-details-row">
            <dt>{t('tenders.fields.status')}</dt>
            <dd>{tender.status}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
