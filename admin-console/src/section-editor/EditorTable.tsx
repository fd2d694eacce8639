import { useTranslation } from '@council/i18n';
import { DataTable, type TableColumn } from '@council/ui';
import { ListLoading } from '../layout/ListState';
import { TableCell } from './cells/TableCell';
import type { SectionRecords } from './useSectionRecords';
import type { ColumnDeclaration } from './types';

interface EditorTableProps<Entity extends { id: number }> {
  texts: string;
  columns: ColumnDeclaration<Entity>[];
  records: Entity[];
  page: SectionRecords<Entity>['page'];
  loading: boolean;
  onEdit: (record: Entity) => void;
  onDelete: (record: Entity) => void;
}

/**
 * The section's list, a page at a time: Edit and Delete at the start of every row, then its
 * declared (key) columns, the links to the other pages under it, or its empty text. It fits the
 * console's content area at 1280 px: the rest of a record is in its form.
 */
export function EditorTable<Entity extends { id: number }>(props: EditorTableProps<Entity>) {
  const { texts, columns, records, page, loading, onEdit, onDelete } = props;
  const { t } = useTranslation('admin-console');
  if (loading) return <ListLoading />;
  const actions: TableColumn<Entity> = {
    key: 'actions',
    header: t('editor.actions'),
    className: 'admin-actions',
    cell: (record) => (
      <>
        <button type="button" className="btn btn-sm btn-primary" onClick={() => onEdit(record)}>
          {t('editor.edit')}
        </button>
        <button type="button" className="btn btn-sm btn-danger" onClick={() => onDelete(record)}>
          {t('editor.delete')}
        </button>
      </>
    ),
  };
  return (
    <DataTable
      columns={[
        actions,
        ...columns.map((column): TableColumn<Entity> => ({
          key: column.name,
          header: t(`${texts}.columns.${column.name}`),
          cell: (record) => <TableCell column={column} record={record} />,
        })),
      ]}
      rows={records}
      paging={page ? { ...page, list: t(`${texts}.list`) } : undefined}
      empty={<p className="admin-empty">{t(`${texts}.empty`)}</p>}
      wrapClassName="admin-table-wrap"
    />
  );
}
