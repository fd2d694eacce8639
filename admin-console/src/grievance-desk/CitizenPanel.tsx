import { Fragment, useId, type ReactNode } from 'react';
import type { DeskComplaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { PhotoThumbnails } from '@council/ui';

/**
 * Who filed the complaint and how to reach them (for staff only), and what they wrote and sent.
 * Their words and photos reach the public only once accepted and while not hidden: a hidden
 * complaint says so in words.
 */
export function CitizenPanel({ complaint }: { complaint: DeskComplaint }) {
  const { t } = useTranslation('admin-console');
  const contactId = useId();
  const wordsId = useId();
  const { citizen } = complaint;
  const orNone = (value: string) => (value.trim() ? value : t('editor.notAvailable'));
  const contact: [string, ReactNode][] = [
    ['name', orNone(citizen.name)],
    ['email', citizen.email ? <a href={`mailto:${citizen.email}`}>{citizen.email}</a> : orNone('')],
    [
      'mobile',
      citizen.mobile ? <a href={`tel:+91${citizen.mobile}`}>{citizen.mobile}</a> : orNone(''),
    ],
  ];
  const words: [string, string][] = [
    ['suggestion', complaint.suggestion],
    ['landmark', complaint.landmark],
    ['additionalInformation', complaint.additionalInformation],
    ['district', complaint.district],
    ['ulb', complaint.ulb],
  ];
  return (
    <>
      <section className="desk-panel" aria-labelledby={contactId}>
        <h2 id={contactId} className="h5">
          {t('desk.citizen.title')}
        </h2>
        <Facts rows={contact} label={(key) => t(`desk.citizen.${key}`)} />
      </section>
      <section className="desk-panel" aria-labelledby={wordsId}>
        <h2 id={wordsId} className="h5">
          {t('desk.citizen.wordsTitle')}
        </h2>
        {complaint.citizenTextHidden && (
          <p className="desk-hidden-note">
            <span className="badge text-bg-secondary me-2">{t('desk.citizen.hidden')}</span>
            {t('desk.citizen.hiddenNote')}
          </p>
        )}
        <Facts
          rows={words.map(([key, value]) => [key, orNone(value)])}
          label={(key) => t(`desk.citizen.${key}`)}
        />
        <h3 className="h6">{t('desk.citizen.photos')}</h3>
        {complaint.publicPhotos.length === 0 ? (
          <p className="mb-0">{t('desk.citizen.noPhotos')}</p>
        ) : (
          <PhotoThumbnails
            photos={complaint.publicPhotos}
            altOf={(n) => t('desk.citizen.photo', { n })}
          />
        )}
      </section>
    </>
  );
}

function Facts({ rows, label }: { rows: [string, ReactNode][]; label: (key: string) => string }) {
  return (
    <dl className="row mb-2">
      {rows.map(([key, value]) => (
        <Fragment key={key}>
          <dt className="col-sm-4">{label(key)}</dt>
          <dd className="col-sm-8 text-break">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
