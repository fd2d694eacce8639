import { statusLook } from '../status/complaintStatus';
import './StatusLegend.css';

export interface StatusLegendEntry {
  status: string;
  /** What the line says: the status and its count, e.g. 'Open: 3'. */
  text: string;
}

/**
 * The key to a status chart: a line per status, its colour's square beside its words, so that
 * the words tell the statuses apart where the colours do not (WCAG 1.4.1).
 */
export function StatusLegend({
  entries,
  label,
  className,
}: {
  entries: StatusLegendEntry[];
  /** The list's accessible name, where the heading above does not already say it. */
  label?: string;
  className?: string;
}) {
  return (
    <ul
      className={['council-status-legend', className].filter(Boolean).join(' ')}
      aria-label={label}
    >
      {entries.map(({ status, text }) => (
        <li key={status}>
          <span
            className={`council-status-swatch ${statusLook(status).className}`}
            aria-hidden="true"
          />
          {text}
        </li>
      ))}
    </ul>
  );
}
