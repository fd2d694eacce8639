import type { ReactNode } from 'react';
import { LastUpdated, type LastUpdatedShows } from './LastUpdated';
import './public-site.css';

/**
 * Every screen's frame: one <h1>, the content below it and, on a page of the council's content,
 * when what it shows last changed (`lastUpdated`: the parts it shows).
 */
export function PageFrame({
  title,
  titleLang,
  children,
  className = '',
  lastUpdated,
}: {
  title: string;
  /** The title's language where it is not the page's (a Hindi page showing an English text). */
  titleLang?: 'en' | 'hi' | undefined;
  children?: ReactNode;
  className?: string;
  lastUpdated?: LastUpdatedShows;
}) {
  return (
    <section className={`container py-4 ps-page ${className}`.trim()}>
      <h1 className="ps-page-title" lang={titleLang}>
        {title}
      </h1>
      {children}
      {lastUpdated && <LastUpdated shows={lastUpdated} />}
    </section>
  );
}
