import { useTranslation } from '@council/i18n';
import {
  DataTable,
  formatDate,
  useReadersText,
  type PaginationProps,
  type TableColumn,
} from '@council/ui';
import { DocumentDownload } from '../common/DocumentDownload';
import { DocumentTitle } from '../documents/DocumentTitle';
import type { ArchivePageKind, ArchiveRow } from './archiveKinds';

interface Props {
  kind: ArchivePageKind;
  caption: string;
  rows: ArchiveRow[];
  paging: PaginationProps;
}

/**
 * One page of a kind's archived items: each title opens the item's own page (which stays, as the
 * item does), its date, and its document with what it is ('PDF, 245 KB'). Cards on phones.
 */
export function ArchiveTable({ kind, caption, rows, paging }: Props) {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const na = t('common.notAvailable');
  const columns: TableColumn<ArchiveRow>[] = [
    {
      key: 'title',
      header: t('archive.columns.title'),
      card: 'heading',
      cell: (row) => {
        const title = read(row.title);
        return (
          <DocumentTitle
            title={title.text === '' ? { text: na, lang: undefined } : title}
            kind={kind}
            id={row.id}
          />
        );
      },
    },
    {
      key: 'date',
      header: t(`archive.dateColumn.${kind}`),
      cell: (row) => formatDate(row.date, 'dd/MMM/yyyy') ?? na,
    },
    {
      key: 'file',
      header: t('archive.columns.file'),
      card: 'foot',
      cell: (row) => <DocumentDownload file={row.file} title={read(row.title)} />,
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      paging={paging}
      headClassName="table-primary"
      narrow="cards"
    />
  );
}
