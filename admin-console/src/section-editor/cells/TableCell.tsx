import { useTranslation } from '@council/i18n';
import { downloadPdf, formatDate, imageSrc } from '@council/ui';
import placeholder from '../../assets/no-photo.svg';
import type { ColumnDeclaration } from '../types';

/** One cell of an editor's list, drawn by its column's kind; empty values read 'N/A'. */
export function TableCell<Entity>({
  column,
  record,
}: {
  column: ColumnDeclaration<Entity>;
  record: Entity;
}) {
  const { t } = useTranslation('admin-console');
  switch (column.kind) {
    case 'text': {
      const value = column.value(record);
      return <>{value === null || value === '' ? t('editor.notAvailable') : value}</>;
    }
    case 'date':
      return <>{formatDate(column.value(record), column.pattern) ?? t('editor.notAvailable')}</>;
    case 'photo': {
      const src = imageSrc(column.value(record));
      return (
        <img
          className="admin-thumbnail"
          src={src ?? placeholder}
          width={50}
          height={50}
          alt={t(src ? 'editor.photo' : 'editor.noPhoto')}
        />
      );
    }
    case 'document': {
      const file = column.value(record);
      if (!file) return <>{t('editor.noDocument')}</>;
      return (
        <button
          type="button"
          className="btn btn-link p-0 admin-download"
          onClick={() => downloadPdf(file, column.title(record))}
        >
          {t('editor.downloadDocument')}
        </button>
      );
    }
  }
}
