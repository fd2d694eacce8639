import './statusColours.css';

// One colour per complaint status, the same on every badge, legend and chart (DECISIONS.md). The
// colours themselves live in one place, statusColours.css: the badges and legends take them by
// class, and the charts read them from there when they draw (statusColour).

/** Which of the colours a status has: its own, or 'other' for a status the site does not know. */
export type StatusTone = 'open' | 'pending' | 'resolved' | 'rejected' | 'closed' | 'other';

const KNOWN = new Set<StatusTone>(['open', 'pending', 'resolved', 'rejected', 'closed']);

interface StatusLook {
  tone: StatusTone;
  /** The class that gives a badge or a legend's swatch the status's colour. */
  className: string;
}

export function statusLook(status: string): StatusLook {
  const name = status.trim().toLowerCase() as StatusTone;
  const tone = KNOWN.has(name) ? name : 'other';
  return { tone, className: `council-status-${tone}` };
}

/** What a chart's slice of the status is painted with, as the page's style sheet sets it. */
export function statusColour(status: string, page: Document = document): string {
  const { tone } = statusLook(status);
  const value = getComputedStyle(page.documentElement).getPropertyValue(`--council-status-${tone}`);
  return value.trim() || FALLBACK;
}

// Only while the style sheet is missing (it comes with this module): the 'other' grey.
const FALLBACK = '#6c757d';
