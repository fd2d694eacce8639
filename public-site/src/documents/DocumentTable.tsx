import { useTranslation } from '@council/i18n';
import {
  type TableColumn,
  type PaginationProps,
  DataTable,
  formatDate,
  InReadersLanguage,
  useReadersText,
} from '@council/ui';
import { descriptionOf, titleOf } from '../common/bilingual';
import { DocumentDownload } from '../common/DocumentDownload';
import { orNotAvailable } from '../common/orNotAvailable';
import { DocumentTitle } from './DocumentTitle';
import type { DocumentColumn, DocumentRow, DocumentsKind } from './documentKinds';
import '../i18n/registerPublicSiteTexts';

interface Props {
  /** Whose rows: each title links to its item's own page. */
  kind: DocumentsKind;
  caption: string;
  columns: DocumentColumn[];
  /** The rows of the page shown. */
  rows: DocumentRow[];
  paging: PaginationProps;
}

// On a phone's card: the title on top, the file's link at the foot (issue 17).
const CARD_PLACES: Partial<Record<DocumentColumn, TableColumn<DocumentRow>['card']>> = {
  title: 'heading',
  file: 'foot',
};

/**
 * The one table of notices, circulars, office orders and latest news (SPEC.md 2), by page; one
 * card per document on phones. A title opens the document's own page; the file column opens its
 * file.
 */
export function DocumentTable({ kind, caption, columns, rows, paging }: Props) {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const na = t('common.notAvailable');

  const cell = (row: DocumentRow, column: DocumentColumn) => {
    const title = read(titleOf(row));
    switch (column) {
      case 'id':
        return row.id;
      case 'title':
        return (
          <DocumentTitle
            title={title.text === '' ? { text: na, lang: undefined } : title}
            kind={kind}
            id={row.id}
          />
        );
      case 'description':
        return <InReadersLanguage {...descriptionOf(row)} empty={na} />;
      case 'department':
        return orNotAvailable(row.department, na);
      case 'issueDate':
        return formatDate(row.issueDate, 'dd/MMM/yyyy') ?? na;
      case 'file':
        return <DocumentDownload file={row.file ?? null} title={title} />;
    }
  };

  return (
    <DataTable
      caption={caption}
      columns={columns.map((column) => ({
        key: column,
        header: t(`documents.columns.${column}`),
        className: `ps-col-${column}`,
        card: CARD_PLACES[column],
        cell: (row: DocumentRow) => cell(row, column),
      }))}
      rows={rows}
      paging={paging}
      headClassName="table-primary"
      narrow="cards"
    />
  );
}
