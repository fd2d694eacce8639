import type { Official } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Modal } from '@council/ui';
import { OFFICIAL_COLUMNS, officialField } from './officialFields';
import { OfficialPhoto } from './OfficialPhoto';
import '../i18n/registerPublicSiteTexts';

/** What a narrow screen cannot fit in the table: every column of one official. */
export function OfficialDetailsModal({
  official,
  onClose,
}: {
  official: Official | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('public-site');
  return (
    <Modal
      open={official !== null}
      onClose={onClose}
      title={official ? t('officials.detailsTitle', { name: official.name }) : ''}
    >
      {official && (
        <>
          <OfficialPhoto photo={official.photo} name={official.name} />
          <dl className="ps-details mt-3">
            {OFFICIAL_COLUMNS.map((column) => (
              <div key={column} className="ps-details-row">
                <dt>{t(`officials.columns.${column}`)}</dt>
                <dd>{officialField(official, column) ?? t('common.notAvailable')}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Modal>
  );
}
