import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { Modal, trackingPath } from '@council/ui';
import '../../i18n/registerComplaintPageTexts';
import { useDaysToResolve } from './useDaysToResolve';

/** What the confirmation says of a complaint just filed. */
export interface FiledComplaint {
  /** Its readable number (SNP/2026/000123); '' from a backend that gives none. */
  number: string;
  /** Its category: the working days the council gives itself for one are said, if known. */
  grievanceId: number;
  category: string;
}

interface Props {
  filed: FiledComplaint;
  onClose: () => void;
}

/**
 * 'Complaint submitted successfully!' (SPEC.md), and what a citizen needs next: the number,
 * what the council does with it and by when, and where to follow it. It opens once the days of
 * its category are known (or cannot be), so that it is read whole when it opens.
 */
export default function FiledConfirmation({ filed, onClose }: Props) {
  const { t } = useTranslation('citizen-portal');
  const days = useDaysToResolve();
  const daysToResolve = days.of(filed.grievanceId);
  return (
    <Modal title={t('form.submitted')} open={!days.pending} onClose={onClose}>
      {!days.pending && (
        <>
          {filed.number && <NumberLine number={filed.number} />}
          <h3 className="h6 fw-semibold">{t('filed.nextHeading')}</h3>
          <p className="mb-1">{t('filed.next')}</p>
          {daysToResolve !== undefined && (
            <p className="mb-1">
              {t('filed.due', { category: filed.category, count: daysToResolve })}
            </p>
          )}
          <p>{t('filed.mail')}</p>
          <h3 className="h6 fw-semibold">{t('filed.trackHeading')}</h3>
          <p>
            {filed.number ? (
              <>
                <Link to={trackingPath(filed.number)}>
                  {t('filed.trackLink', { number: filed.number })}
                </Link>{' '}
                {t('filed.trackAlso')}
              </>
            ) : (
              t('filed.trackInList')
            )}
          </p>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('form.ok')}
          </button>
        </>
      )}
    </Modal>
  );
}

/** A mark no translation contains, where the number goes. */
const NUMBER_MARK = '\u0000';

/**
 * 'Your complaint number is SNP/2026/000123. Keep it ...', the number in bold: one sentence for
 * translators, whatever place their language gives the number.
 */
function NumberLine({ number }: { number: string }) {
  const { t } = useTranslation('citizen-portal');
  const [before, after] = t('form.submittedNumber', { number: NUMBER_MARK }).split(NUMBER_MARK);
  return (
    <p>
      {before}
      <strong className="text-nowrap">{number}</strong>
      {after}
    </p>
  );
}
