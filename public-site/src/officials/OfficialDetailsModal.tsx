import type { Official } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { MarkedText, Modal, useReadersText } from '@council/ui';
import { OFFICIAL_COLUMNS, officialField, officialName } from './officialFields';
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
  const read = useReadersText();
  const name = official && officialName(official, read).text;
  return (
    <Modal
      open={official !== null}
      onClose={onClose}
      title={name ? t('officials.detailsTitle', { name }) : ''}
    >
      {official && (
        <>
          <OfficialPhoto photo={official.photo} name={name ?? ''} />
          <dl className="ps-details mt-3">
            {OFFICIAL_COLUMNS.map((column) => (
              <div key={column} className="ps-details-row">
                <dt>{t(`officials.columns.${column}`)}</dt>
                <dd>
                  <OfficialValue value={officialField(official, column, read)} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Modal>
  );
}

/** A column's value, marked where it is in the other language; N/A where it is missing. */
function OfficialValue({ value }: { value: ReturnType<typeof officialField> }) {
  const { t } = useTranslation('public-site');
  return value ? <MarkedText {...value} /> : <>{t('common.notAvailable')}</>;
}
