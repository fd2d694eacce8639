// One colour per complaint status, the same on every badge and chart (DECISIONS.md). Open and
// Pending share the badge's yellow meaning but differ in shade so a chart can tell them apart.
// Closed (a resolution the citizen accepted or let stand) is settled and neutral: dark, white text.

export type StatusTone = 'success' | 'warning' | 'danger' | 'secondary' | 'dark';

interface StatusLook {
  tone: StatusTone;
  chartColour: string;
}

const LOOKS: Record<string, StatusLook> = {
  resolved: { tone: 'success', chartColour: '#198754' },
  open: { tone: 'warning', chartColour: '#f2b705' },
  pending: { tone: 'warning', chartColour: '#b86e00' },
  rejected: { tone: 'danger', chartColour: '#c62828' },
  closed: { tone: 'dark', chartColour: '#343a40' },
};

const OTHER: StatusLook = { tone: 'secondary', chartColour: '#6c757d' };

export function statusLook(status: string): StatusLook {
  return LOOKS[status.trim().toLowerCase()] ?? OTHER;
}
