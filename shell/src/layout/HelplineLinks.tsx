import { useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';

/** The toll-free number (a tap calls it) and the council's mobile app, when it has one. */
export function HelplineLinks() {
  const { t } = useTranslation('shell');
  const council = useCouncil();
  return (
    <>
      <a className="shell-toll-free" href={`tel:${council.tollFree.replace(/[^\d+]/g, '')}`}>
        {t('header.tollFree', { number: council.tollFree })}
      </a>
      {council.mobileAppUrl && (
        <a href={council.mobileAppUrl} target="_blank" rel="noreferrer">
          {t('header.mobileApp')}
        </a>
      )}
    </>
  );
}
