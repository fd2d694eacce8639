import type { ReactNode } from 'react';

/**
 * A loading, empty or error line. Loading and empty are polite status updates; an error is
 * announced as an alert, so a screen reader hears why the list stays empty.
 */
export function StatusLine({
  kind,
  children,
}: {
  kind: 'loading' | 'empty' | 'error';
  children: ReactNode;
}) {
  if (kind === 'error')
    return (
      <p role="alert" className="text-danger ps-status-line">
        {children}
      </p>
    );
  return (
    <p role="status" className="ps-status-line">
      {children}
    </p>
  );
}
