import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Whether a box has more than it shows, across or down (a pixel of rounding aside). */
const overflows = (box: HTMLElement) =>
  box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1;

/**
 * A named region that scrolls on its own (press releases, the scorecard's table). While it has
 * more than it shows, it takes focus so that a keyboard can scroll it too (axe:
 * scrollable-region-focusable); when everything fits, it takes no Tab stop that would do
 * nothing (issue 25). The server's render, which cannot measure, makes it focusable.
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
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setScrolls(overflows(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // The box's size and its content's (photos arriving) both change what it holds.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [children]);
  return (
    <div
      ref={box}
      className={className}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- only while it scrolls
      tabIndex={scrolls ? 0 : undefined}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
