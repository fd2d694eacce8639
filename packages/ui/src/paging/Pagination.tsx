import { Link, useLocation } from '@council/router';
import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import { GAP, pageNumbers } from './pageNumbers';

export interface PaginationProps {
  page: number;
  size: number;
  total: number;
  /**
   * What is paged, for the navigation's name: 'notices' reads 'Pages of notices'. In Hindi the
   * name stands before के, so in its oblique form ('सूचनाओं' reads 'सूचनाओं के पृष्ठ').
   */
  list: string;
}

/**
 * Links to the pages of a list, under it: a labelled navigation, the current page marked with
 * aria-current, each page its own address (?page=n, other parameters kept). Nothing when the
 * list fits one page.
 */
export function Pagination({ page, size, total, list }: PaginationProps) {
  const { t } = useTranslation('ui');
  const { pathname, search } = useLocation();
  const last = Math.max(1, Math.ceil(total / size));
  if (total <= size && page === 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const from = Math.min(total, (page - 1) * size + 1);
  const shownTo = Math.min(total, page * size);
  return (
    <nav aria-label={t('paging.label', { list })} className="council-pagination">
      <p className="small text-body-secondary mb-1">
        {/* Counted by the rows shown: one row is named alone, and Hindi's verb agrees. */}
        {t('paging.showing', { from, to: shownTo, total, count: shownTo - from + 1 })}
      </p>
      <ul className="pagination pagination-sm flex-wrap mb-0">
        <PageItem to={page > 1 ? to(page - 1) : null} text={t('paging.previous')} />
        {pageNumbers(Math.min(page, last), last).map((item, index) =>
          item === GAP ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <PageItem
              key={item}
              to={to(item)}
              text={String(item)}
              label={t('paging.page', { page: item })}
              current={item === page}
            />
          ),
        )}
        <PageItem to={page < last ? to(page + 1) : null} text={t('paging.next')} />
      </ul>
    </nav>
  );
}

interface PageItemProps {
  /** null: no such page (Previous on the first), shown but not a link. */
  to: string | null;
  text: string;
  label?: string;
  current?: boolean;
}

function PageItem({ to, text, label, current = false }: PageItemProps) {
  if (to === null) {
    return (
      <li className="page-item disabled">
        <span className="page-link">{text}</span>
      </li>
    );
  }
  return (
    <li className={current ? 'page-item active' : 'page-item'}>
      <Link
        className="page-link"
        to={to}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
      >
        {text}
      </Link>
    </li>
  );
}
