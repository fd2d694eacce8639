import type { ReactNode } from 'react';
import { LastUpdated, type LastUpdatedShows } from './LastUpdated';
import './public-site.css';

/**
 * Every screen's frame: one <h1>, the content below it and, on a page of the council's content,
 * when what it shows last changed (`lastUpdated`: the parts it shows).
 */
export function PageFrame({
  title,
  children,
  className = '',
  lastUpdated,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
  lastUpdated?: LastUpdatedShows;
}) {
  return (
    <section className={`container py-4 ps-page ${className}`.trim()}>
      <h1 className="ps-page-title">{title}</h1>
      {children}
      {lastUpdated && <LastUpdated shows={lastUpdated} />}
    </section>
  );
}
