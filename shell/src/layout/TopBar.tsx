import { LanguageSwitch, useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';
import { Link } from '@council/router';
import { SocialLinks } from './SocialLinks';

/** Location link, contact email, social icons and the language switch (our own, DECISIONS.md). */
export function TopBar() {
  const { t } = useTranslation('shell');
  const council = useCouncil();
  return (
    <div className="shell-topbar">
      <div className="container shell-topbar-row">
        {council.mapLink ? (
          <a href={council.mapLink} target="_blank" rel="noreferrer">
            {t('header.location', { state: council.state })}
          </a>
        ) : (
          <Link to="/contactus">{t('header.location', { state: council.state })}</Link>
        )}
        <a href={`mailto:${council.email}`}>{t('header.contactEmail', { email: council.email })}</a>
        <SocialLinks links={council.socialLinks} />
        <LanguageSwitch label={t('header.language')} className="shell-language" />
      </div>
    </div>
  );
}
