import { useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';
import { ExternalLink, MarkedText, useCouncilTexts } from '@council/ui';
import { PageFrame } from '../common/PageFrame';
import { ContactForm } from './ContactForm';
import '../i18n/registerPublicSiteTexts';

/**
 * /contactus: the form, the council's address, email and toll-free number, and its map
 * (configuration), with a link to the map's own site where one is configured.
 */
export default function ContactUsPage() {
  const { t } = useTranslation('public-site');
  const council = useCouncil();
  const { name, address } = useCouncilTexts();
  return (
    // The council's own details (configuration) and its form: the site's newest change.
    <PageFrame title={t('contactUs.title')} lastUpdated="site">
      <div className="row g-4">
        <div className="col-lg-7">
          <ContactForm />
        </div>
        <div className="col-lg-5">
          <h2 className="h4">{t('contactUs.reachUs')}</h2>
          <dl className="ps-details">
            <div className="ps-details-row">
              <dt>{t('contactUs.address')}</dt>
              <dd>
                <MarkedText {...address} />
              </dd>
            </div>
            <div className="ps-details-row">
              <dt>{t('contactUs.emailLabel')}</dt>
              <dd>
                <a href={`mailto:${council.email}`}>{council.email}</a>
              </dd>
            </div>
            <div className="ps-details-row">
              <dt>{t('contactUs.tollFree')}</dt>
              <dd>
                <a href={`tel:${council.tollFree.replace(/[^\d+]/g, '')}`}>{council.tollFree}</a>
              </dd>
            </div>
            <div className="ps-details-row">
              <dt>{t('contactUs.phoneLabel')}</dt>
              <dd>
                <a href={`tel:${council.phone.replace(/[^\d+]/g, '')}`}>{council.phone}</a>
              </dd>
            </div>
          </dl>
          {council.mapEmbedUrl ? (
            <iframe
              src={council.mapEmbedUrl}
              title={t('contactUs.map', { name: name.text })}
              className="ps-contact-map"
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          ) : (
            <p className="text-muted">{t('contactUs.noMap')}</p>
          )}
          {council.mapLink && (
            <p className="mt-2">
              <ExternalLink href={council.mapLink}>{t('contactUs.openMap')}</ExternalLink>
            </p>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
