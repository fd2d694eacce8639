import { useTranslation } from '@council/i18n';
import { DataTable, formatDate, type PaginationProps } from '@council/ui';
import { DocumentDownload } from '../common/DocumentDownload';
import { orNotAvailable } from '../common/orNotAvailable';
import type { DocumentColumn, DocumentRow } from './documentKinds';
import '../i18n/registerPublicSiteTexts';

interface Props {
  caption: string;
  columns: DocumentColumn[];
  /** The rows of the page shown. */
  rows: DocumentRow[];
  paging: PaginationProps;
}

/** The one table of notices, circulars, office orders and latest news (SPEC.md 2), by page. */
export function DocumentTable({ caption, columns, rows, paging }: Props) {
  const { t } = useTranslation('public-site');
  const na = t('common.notAvailable');

  const cell = (row: DocumentRow, column: DocumentColumn) => {
    switch (column) {
      case 'id':
        return row.id;
      case 'title':
        return orNotAvailable(row.title, na);
      case 'description':
        return orNotAvailable(row.description, na);
      case 'department':
        return orNotAvailable(row.department, na);
      case 'issueDate':
        return formatDate(row.issueDate, 'dd/MMM/yyyy') ?? na;
      case 'file':
        return <DocumentDownload file={row.file ?? null} title={row.title} />;
    }
  };

  return (
    <DataTable
      caption={caption}
      columns={columns.map((column) => ({
        key: column,
        header: t(`documents.columns.${column}`),
        className: `ps-col-${column}`,
        cell: (row: DocumentRow) => cell(row, column),
      }))}
      rows={rows}
      paging={paging}
      headClassName="table-primary"
    />
  );
}
