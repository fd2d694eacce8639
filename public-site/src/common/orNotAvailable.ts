/** SPEC.md shows 'N/A' for every missing value; the text comes from the catalogue. */
export function orNotAvailable(value: string | null | undefined, notAvailable: string): string {
  return value && value.trim() !== '' ? value : notAvailable;
}
