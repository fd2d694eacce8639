import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { useCouncil } from '@council/site-config';
import { ExternalLink, SentenceWith, useCouncilTexts } from '@council/ui';
import { SocialLinks } from './SocialLinks';

/** Where to find the council (its map, else the contact page), its email and its social links. */
export function ContactLinks() {
  const { t } = useTranslation('shell');
  const council = useCouncil();
  const { state } = useCouncilTexts();
  // The state in the reader's language where configured, else marked as the other one.
  const findUs = (
    <SentenceWith sentence={(values) => t('header.location', values)} values={{ state }} />
  );
  return (
    <>
      {council.mapLink ? (
        <ExternalLink href={council.mapLink}>{findUs}</ExternalLink>
      ) : (
        <Link to="/contactus">{findUs}</Link>
      )}
      <a href={`mailto:${council.email}`}>{t('header.contactEmail', { email: council.email })}</a>
      <SocialLinks links={council.socialLinks} />
    </>
  );
}
