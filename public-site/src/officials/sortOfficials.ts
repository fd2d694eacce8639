import type { Official } from '@council/api-client';

/** DECISIONS.md: officials are listed by serial number, then name; those without a number last. */
export function sortOfficials(officials: readonly Official[]): Official[] {
  return [...officials].sort(
    (a, b) =>
      (a.serialNo ?? Number.MAX_SAFE_INTEGER) - (b.serialNo ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  );
}
