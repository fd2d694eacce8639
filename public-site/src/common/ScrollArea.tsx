import type { ReactNode } from 'react';

/**
 * A named region that scrolls on its own (gallery, press releases). It takes focus so that a
 * keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollArea({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={className} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
