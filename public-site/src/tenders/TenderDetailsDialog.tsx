import type { Tender } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Modal } from '@council/ui';
import { Link } from '@council/router';
import { TenderDetails } from './TenderDetails';
import '../i18n/registerPublicSiteTexts';

/** The tender details dialog, with its documents and a link to the tender's own page. */
export function TenderDetailsDialog({
  tender,
  onClose,
}: {
  tender: Tender | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('public-site');
  return (
    <Modal open={tender !== null} onClose={onClose} title={t('tenderDetails.title')} size="lg">
      {tender && (
        <>
          <TenderDetails tender={tender} headingLevel={3} />
          <Link to={`/tender-details?id=${tender.id}`}>{t('tenders.openPage')}</Link>
        </>
      )}
    </Modal>
  );
}
