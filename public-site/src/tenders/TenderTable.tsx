import { useState } from 'react';
import type { Tender } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { formatDate } from '@council/ui';
import { orNotAvailable } from '../common/orNotAvailable';
import { closingDateTime } from './tenderPeriod';
import { TenderDetailsDialog } from './TenderDetailsDialog';
import { TenderSummaryModal } from './TenderSummaryModal';
import '../i18n/registerPublicSiteTexts';

/** Serial no., title, publish date (dd/MMM/yyyy), last date (dd/MMM/yyyy HH:mm) and the two dialogs. */
export function TenderTable({ caption, tenders }: { caption: string; tenders: Tender[] }) {
  const { t } = useTranslation('public-site');
  const na = t('common.notAvailable');
  const [summary, setSummary] = useState<Tender | null>(null);
  const [details, setDetails] = useState<Tender | null>(null);

  return (
    <>
      <div className="table-responsive">
        <table className="table table-bordered table-striped align-middle ps-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead className="table-primary">
            <tr>
              {(['serialNo', 'title', 'publishDate', 'lastDate', 'actions'] as const).map(
                (column) => (
                  <th key={column} scope="col">
                    {t(`tenders.columns.${column}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {tenders.map((tender, index) => (
              <tr key={tender.id}>
                <td>{index + 1}</td>
                <td>{orNotAvailable(tender.title, na)}</td>
                <td>{formatDate(tender.publishDate, 'dd/MMM/yyyy') ?? na}</td>
                <td>{formatDate(closingDateTime(tender), 'dd/MMM/yyyy HH:mm') ?? na}</td>
                <td className="text-nowrap">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary me-2"
                    aria-label={t('tenders.viewAbout', { title: tender.title })}
                    onClick={() => setSummary(tender)}
                  >
                    {t('tenders.view')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-primary"
                    aria-label={t('tenders.documentsOf', { title: tender.title })}
                    onClick={() => setDetails(tender)}
                  >
                    {t('tenders.documents')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TenderSummaryModal tender={summary} onClose={() => setSummary(null)} />
      <TenderDetailsDialog tender={details} onClose={() => setDetails(null)} />
    </>
  );
}
