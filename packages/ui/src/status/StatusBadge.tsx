import { statusLook } from './complaintStatus';

/** A complaint's status as a coloured badge that also says it in words. */
export function StatusBadge({ status }: { status: string }) {
  const { tone } = statusLook(status);
  return <span className={`badge text-bg-${tone}`}>{status || '—'}</span>;
}
