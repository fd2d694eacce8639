import type { ArchiveYear } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { archivePath, PAGE_KINDS, type ArchivePageKind } from './archiveKinds';

interface Props {
  kind: ArchivePageKind;
  /** The year shown, or null when the kind has none. */
  year: number | null;
  /** The kind's years that hold archived items, newest first. */
  years: ArchiveYear[];
}

/**
 * The kind and the year to show, as plain links (each its own address, so a choice can be shared
 * and works without scripts), the current ones marked with aria-current. Only years that hold
 * archived items are offered, each with how many.
 */
export function ArchiveChoices({ kind, year, years }: Props) {
  const { t } = useTranslation('public-site');
  return (
    <div className="ps-archive-choices">
      <nav aria-label={t('archive.kindsLabel')}>
        <h2 className="h6 mb-2">{t('archive.kindsLabel')}</h2>
        <ul className="nav nav-pills flex-wrap gap-1">
          {PAGE_KINDS.map((option) => (
            <li key={option} className="nav-item">
              <Link
                to={archivePath(option)}
                className={option === kind ? 'nav-link active' : 'nav-link'}
                aria-current={option === kind ? 'page' : undefined}
              >
                {t(`archive.kinds.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {years.length > 0 && (
        <nav aria-label={t('archive.yearsLabel')} className="mt-3">
          <h2 className="h6 mb-2">{t('archive.yearsLabel')}</h2>
          <ul className="nav nav-pills flex-wrap gap-1">
            {years.map((option) => (
              <li key={option.year} className="nav-item">
                <Link
                  to={archivePath(kind, option.year)}
                  className={option.year === year ? 'nav-link active' : 'nav-link'}
                  aria-current={option.year === year ? 'page' : undefined}
                >
                  {t('archive.yearOption', { year: option.year, count: option.count })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
