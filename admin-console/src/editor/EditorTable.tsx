import { useTranslation } from '@council/i18n';
import { TableCell } from './cells/TableCell';
import type { ColumnDeclaration } from './types';

interface EditorTableProps<Entity extends { id: number }> {
  texts: string;
  columns: ColumnDeclaration<Entity>[];
  records: Entity[];
  loading: boolean;
  onEdit: (record: Entity) => void;
  onDelete: (record: Entity) => void;
}

/** The section's list: its declared columns and Edit and Delete on every row, or its empty text. */
export function EditorTable<Entity extends { id: number }>(props: EditorTableProps<Entity>) {
  const { texts, columns, records, loading, onEdit, onDelete } = props;
  const { t } = useTranslation('admin-console');
  if (loading) return <p role="status">{t('editor.loading')}</p>;
  if (records.length === 0) return <p className="admin-empty">{t(`${texts}.empty`)}</p>;
  return (
    <div className="table-responsive admin-table-wrap">
      <table className="table table-bordered table-striped align-middle admin-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.name} scope="col">
                {t(`${texts}.columns.${column.name}`)}
              </th>
            ))}
            <th scope="col">{t('editor.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              {columns.map((column) => (
                <td key={column.name}>
                  <TableCell column={column} record={record} />
                </td>
              ))}
              <td className="admin-actions">
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  onClick={() => onEdit(record)}
                >
                  {t('editor.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-danger"
                  onClick={() => onDelete(record)}
                >
                  {t('editor.delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
