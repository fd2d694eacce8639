import { useEffect, useRef, type ReactNode } from 'react';

interface AccountNoticeProps {
  title: string;
  message: string;
  /** Where to go from here (a link), in a paragraph under the message. */
  next?: ReactNode;
}

/**
 * The page's answer once a form has done its work (check your email, password set). Focus moves
 * to it, so that a screen reader reads it and the keyboard starts from it: the form is gone.
 */
export function AccountNotice({ title, message, next }: AccountNoticeProps) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className="alert alert-success">
      <h2 className="h5">{title}</h2>
      <p className={next ? undefined : 'mb-0'}>{message}</p>
      {next && <p className="mb-0">{next}</p>}
    </div>
  );
}
