import { useState } from 'react';
import type { Official } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { OfficialDetailsModal } from './OfficialDetailsModal';
import { OFFICIAL_COLUMNS, officialField, type OfficialColumn } from './officialFields';
import { OfficialPhoto } from './OfficialPhoto';
import '../i18n/registerPublicSiteTexts';

// On narrow screens only these stay in the table; 'View More' opens the rest in a modal.
const ALWAYS_SHOWN = new Set<OfficialColumn>(['name', 'designation']);

/** The one table of the five officials pages (SPEC.md 2). */
export function OfficialsTable({ caption, officials }: { caption: string; officials: Official[] }) {
  const { t } = useTranslation('public-site');
  const [chosen, setChosen] = useState<Official | null>(null);
  const wideOnly = (column: OfficialColumn) => (ALWAYS_SHOWN.has(column) ? '' : 'ps-wide-only');

  return (
    <>
      <div className="table-responsive">
        <table className="table table-bordered table-striped align-middle ps-table ps-officials-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead className="table-primary">
            <tr>
              {OFFICIAL_COLUMNS.map((column) => (
                <th key={column} scope="col" className={wideOnly(column)}>
                  {t(`officials.columns.${column}`)}
                </th>
              ))}
              <th scope="col" className="ps-wide-only">
                {t('officials.columns.photo')}
              </th>
              <th scope="col" className="ps-narrow-only">
                {t('officials.columns.details')}
              </th>
            </tr>
          </thead>
          <tbody>
            {officials.map((official) => (
              <tr key={official.id}>
                {OFFICIAL_COLUMNS.map((column) => (
                  <td key={column} className={wideOnly(column)}>
                    {officialField(official, column) ?? t('common.notAvailable')}
                  </td>
                ))}
                <td className="ps-wide-only">
                  <OfficialPhoto photo={official.photo} name={official.name} />
                </td>
                <td className="ps-narrow-only">
                  <button
                    type="button"
                    className="btn btn-link p-0"
                    aria-label={t('officials.viewMoreAbout', { name: official.name })}
                    onClick={() => setChosen(official)}
                  >
                    {t('common.viewMore')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OfficialDetailsModal official={chosen} onClose={() => setChosen(null)} />
    </>
  );
}
