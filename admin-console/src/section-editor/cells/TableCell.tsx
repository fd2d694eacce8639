import { useTranslation } from '@council/i18n';
import { DocumentLink, formatDate, StoredImage } from '@council/ui';
import placeholder from '../../assets/no-photo.svg';
import type { ColumnDeclaration } from '../types';
import { BilingualText } from './BilingualText';
import { ShowUntilCell } from './ShowUntilCell';

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
      if (column.hindi) {
        const none = t('editor.notAvailable');
        const hindi = column.hindi(record);
        return <BilingualText english={value} hindi={hindi} long={column.long} none={none} />;
      }
      if (value === null || value === '') return <>{t('editor.notAvailable')}</>;
      return column.long ? <div className="admin-long-text">{value}</div> : <>{value}</>;
    }
    case 'date':
      return <>{formatDate(column.value(record), column.pattern) ?? t('editor.notAvailable')}</>;
    case 'showUntil':
      return <ShowUntilCell showUntil={column.value(record)} />;
    case 'photo': {
      const photo = column.value(record);
      // SPEC.md 9: 50x50 thumbnails, so the browser picks the smallest rendition.
      if (photo) {
        return (
          <StoredImage
            image={photo}
            alt={t('editor.photo')}
            sizes="50px"
            maxWidth={320}
            className="admin-thumbnail"
          />
        );
      }
      return (
        <img
          className="admin-thumbnail"
          src={placeholder}
          width={50}
          height={50}
          alt={t('editor.noPhoto')}
        />
      );
    }
    case 'document': {
      const document = column.value(record);
      if (!document) return <>{t('editor.noDocument')}</>;
      return (
        <DocumentLink
          document={document}
          title={column.title(record)}
          className="btn btn-link p-0 admin-download"
          label={t('editor.downloadRecord', { name: column.title(record) })}
        >
          {t('editor.downloadDocument')}
        </DocumentLink>
      );
    }
  }
}
