/**
 * Whether a failed insert broke a unique constraint, on either database: two requests that both
 * checked a value was free can still race, and the loser deserves a 409, not a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL's unique_violation; better-sqlite3's SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY).
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
