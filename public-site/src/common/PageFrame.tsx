import type { ReactNode } from 'react';
import './public-site.css';

/** Every screen's frame: one <h1> and the content below it. */
export function PageFrame({
  title,
  children,
  className = '',
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={`container py-4 ps-page ${className}`.trim()}>
      <h1 className="ps-page-title">{title}</h1>
      {children}
    </section>
  );
}
