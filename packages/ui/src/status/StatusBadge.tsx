import { statusLook } from './complaintStatus';
import { useStatusName } from './statusName';

/** A complaint's status as a badge of the status's colour that also says it in words. */
export function StatusBadge({ status }: { status: string }) {
  const { className } = statusLook(status);
  const nameOf = useStatusName();
  return (
    <span className={`badge council-status-badge ${className}`}>
      {status ? nameOf(status) : '—'}
    </span>
  );
}
