import { useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';
import { ExternalLink } from '@council/ui';

/**
 * The toll-free number (a tap calls it) and the council's mobile app, when it has one (on an app
 * store: another website, said so and asked before leaving).
 */
export function HelplineLinks() {
  const { t } = useTranslation('shell');
  const council = useCouncil();
  return (
    <>
      <a className="shell-toll-free" href={`tel:${council.tollFree.replace(/[^\d+]/g, '')}`}>
        {t('header.tollFree', { number: council.tollFree })}
      </a>
      {council.mobileAppUrl && (
        <ExternalLink href={council.mobileAppUrl}>{t('header.mobileApp')}</ExternalLink>
      )}
    </>
  );
}
