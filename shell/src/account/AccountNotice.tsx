import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's answer once a form has done its work (check your email, password set). Focus moves
 * to it, so that a screen reader reads it and the keyboard starts from it: the form is gone.
 */
export function AccountNotice({ title, children }: { title: string; children: ReactNode }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className="alert alert-success">
      <h2 className="h5">{title}</h2>
      {children}
    </div>
  );
}
