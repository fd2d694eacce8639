import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { useCouncil } from '@council/site-config';
import { SocialLinks } from './SocialLinks';

/** Where to find the council (its map, else the contact page), its email and its social links. */
export function ContactLinks() {
  const { t } = useTranslation('shell');
  const council = useCouncil();
  const findUs = t('header.location', { state: council.state });
  return (
    <>
      {council.mapLink ? (
        <a href={council.mapLink} target="_blank" rel="noreferrer">
          {findUs}
        </a>
      ) : (
        <Link to="/contactus">{findUs}</Link>
      )}
      <a href={`mailto:${council.email}`}>{t('header.contactEmail', { email: council.email })}</a>
      <SocialLinks links={council.socialLinks} />
    </>
  );
}
