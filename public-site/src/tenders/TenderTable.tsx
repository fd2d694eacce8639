import { useState } from 'react';
import type { Tender } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import {
  type TableColumn,
  type PaginationProps,
  DataTable,
  formatDate,
  InReadersLanguage,
  useReadersText,
} from '@council/ui';
import { Link } from '@council/router';
import { titleOf } from '../common/bilingual';
import { closingDateTime } from './tenderPeriod';
import { TenderDetailsDialog } from './TenderDetailsDialog';
import { TenderSummaryModal } from './TenderSummaryModal';
import '../i18n/registerPublicSiteTexts';

interface Props {
  caption: string;
  /** The tenders of the page shown. */
  tenders: Tender[];
  /** The serial number of the first row: the rows of the pages before are counted. */
  firstSerialNo: number;
  paging: PaginationProps;
}

/**
 * Serial no. (counted on from the pages before), title (a link to the tender's page), publish
 * date (dd/MMM/yyyy), last date (dd/MMM/yyyy HH:mm), the two dialogs, and links to the other
 * pages. On phones, one card per tender: its title on top, its buttons at the foot.
 */
export function TenderTable({ caption, tenders, firstSerialNo, paging }: Props) {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const na = t('common.notAvailable');
  // A button's name is an attribute: the title in the reader's language, unmarked.
  const titleText = (tender: Tender) => read(titleOf(tender)).text;
  const [summary, setSummary] = useState<Tender | null>(null);
  const [details, setDetails] = useState<Tender | null>(null);
  const header = (column: string) => t(`tenders.columns.${column}`);
  const columns: TableColumn<Tender>[] = [
    {
      key: 'serialNo',
      header: header('serialNo'),
      cell: (_, index) => firstSerialNo + index,
      card: 'hidden',
    },
    {
      key: 'title',
      header: header('title'),
      card: 'heading',
      cell: (tender) => (
        <Link to={`/tender-details?id=${tender.id}`}>
          <InReadersLanguage {...titleOf(tender)} empty={na} />
        </Link>
      ),
    },
    {
      key: 'publishDate',
      header: header('publishDate'),
      cell: (tender) => formatDate(tender.publishDate, 'dd/MMM/yyyy') ?? na,
    },
    {
      key: 'lastDate',
      header: header('lastDate'),
      cell: (tender) => formatDate(closingDateTime(tender), 'dd/MMM/yyyy HH:mm') ?? na,
    },
    {
      key: 'actions',
      header: header('actions'),
      className: 'text-nowrap',
      card: 'foot',
      cell: (tender) => (
        <>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary me-2"
            aria-label={t('tenders.viewAbout', { title: titleText(tender) })}
            onClick={() => setSummary(tender)}
          >
            {t('tenders.view')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-label={t('tenders.documentsOf', { title: titleText(tender) })}
            onClick={() => setDetails(tender)}
          >
            {t('tenders.documents')}
          </button>
        </>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={tenders}
        paging={paging}
        headClassName="table-primary"
        narrow="cards"
      />
      <TenderSummaryModal tender={summary} onClose={() => setSummary(null)} />
      <TenderDetailsDialog tender={details} onClose={() => setDetails(null)} />
    </>
  );
}
