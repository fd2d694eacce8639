import { useTranslation } from '@council/i18n';
import { PageFrame } from '../common/PageFrame';
import calendar from './assets/holiday-calendar-2026.svg';
import '../i18n/registerPublicSiteTexts';

/** /listofholiday: the council's holiday calendar as an image (SPEC.md 2), described in words. */
export default function HolidaysPage() {
  const { t } = useTranslation('public-site');
  return (
    <PageFrame title={t('holidays.title')}>
      <img src={calendar} alt={t('holidays.image')} className="img-fluid ps-holiday-calendar" />
      <p className="mt-2">
        <a href={calendar} target="_blank" rel="noreferrer">
          {t('holidays.open')}
        </a>
      </p>
    </PageFrame>
  );
}
