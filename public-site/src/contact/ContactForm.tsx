import { useState } from 'react';
import { useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';
import '../i18n/registerPublicSiteTexts';

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'project', type: 'text', autoComplete: 'off' },
  { name: 'subject', type: 'text', autoComplete: 'off' },
] as const;

/**
 * SPEC.md 2: name, email, phone, project, subject and message, wired to no call. Sending says so
 * and points to the email and toll-free number, rather than pretending the message went out.
 */
export function ContactForm() {
  const { t } = useTranslation('public-site');
  const council = useCouncil();
  const [tried, setTried] = useState(false);
  return (
    <form
      className="row g-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
      }}
    >
      <h2 className="h4">{t('contactUs.formTitle')}</h2>
      {FIELDS.map((field) => (
        <div key={field.name} className="col-md-6">
          <label htmlFor={`ps-contact-${field.name}`} className="form-label">
            {t(`contactUs.${field.name}`)}
          </label>
          <input
            id={`ps-contact-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            className="form-control"
          />
        </div>
      ))}
      <div className="col-12">
        <label htmlFor="ps-contact-message" className="form-label">
          {t('contactUs.message')}
        </label>
        <textarea id="ps-contact-message" name="message" rows={4} className="form-control" />
      </div>
      <div className="col-12">
        <button type="submit" className="btn btn-primary">
          {t('contactUs.send')}
        </button>
      </div>
      <p role="status" className="col-12">
        {tried
          ? t('contactUs.notReceived', { email: council.email, tollFree: council.tollFree })
          : ''}
      </p>
    </form>
  );
}
