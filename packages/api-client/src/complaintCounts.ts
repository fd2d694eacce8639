export interface StatusCount {
  status: string;
  count: number;
}

/** Counts complaints per status, in the order statuses first appear; no status, no count (SPEC.md 3). */
export function countByStatus(complaints: readonly { status: string }[]): StatusCount[] {
  const counts = new Map<string, number>();
  for (const { status } of complaints) {
    const name = status.trim();
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([status, count]) => ({ status, count }));
}
