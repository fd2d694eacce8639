import { useTranslation } from '@council/i18n';
import { DataTable, type TableColumn } from '@council/ui';
import { ListLoading } from '../layout/ListState';
import { TableCell } from './cells/TableCell';
import type { SectionRecords } from './useSectionRecords';
import type { ColumnDeclaration } from './types';

interface EditorTableProps<Entity extends { id: number }> {
  texts: string;
  columns: ColumnDeclaration<Entity>[];
  /** The words that name a record, for its buttons ("Edit notice Water supply shutdown"). */
  nameOf: (record: Entity) => string;
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
  const { texts, columns, nameOf, records, page, loading, onEdit, onDelete } = props;
  const { t } = useTranslation('admin-console');
  if (loading) return <ListLoading />;
  // Sixteen "Edit" buttons say nothing out of their row: each names its record (WCAG 2.4.6),
  // starting with its visible word (2.5.3), so that voice control finds it too.
  const named = (action: 'editRecord' | 'deleteRecord', record: Entity) =>
    t(`editor.${action}`, { one: t(`${texts}.one`), name: nameOf(record) });
  const actions: TableColumn<Entity> = {
    key: 'actions',
    header: t('editor.actions'),
    className: 'admin-actions',
    cell: (record) => (
      <>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          aria-label={named('editRecord', record)}
          onClick={() => onEdit(record)}
        >
          {t('editor.edit')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-danger"
          aria-label={named('deleteRecord', record)}
          onClick={() => onDelete(record)}
        >
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
