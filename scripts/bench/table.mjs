// The bench's plain-text tables and its met/missed marks.

export function mark(met, by) {
  return met ? 'met' : `MISSED${by === '' ? '' : ` by ${by}`}`;
}

export function table(head, rows) {
  const cells = [head, ...rows].map((row) => row.map(String));
  const widths = head.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(cells[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of cells.slice(1)) console.log(line(row));
}
