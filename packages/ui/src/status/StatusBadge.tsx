import { statusLook } from './complaintStatus';

/** A complaint's status as a badge of the status's colour that also says it in words. */
export function StatusBadge({ status }: { status: string }) {
  const { className } = statusLook(status);
  return <span className={`badge council-status-badge ${className}`}>{status || '—'}</span>;
}
