/**
 * The first control of the list's row at `index`, or of its last row when the list is now
 * shorter (the last row was deleted); null when the list has no row left.
 */
export function rowControlNear(box: HTMLElement | null, index: number): HTMLElement | null {
  const rows = box?.querySelectorAll('table tbody tr') ?? [];
  if (rows.length === 0) return null;
  const row = rows[Math.min(Math.max(index, 0), rows.length - 1)];
  return row?.querySelector<HTMLElement>('button, a[href]') ?? null;
}
