import { useSearchParams } from '@council/router';

// Ids are the database's: whole numbers from 1, well inside a 32-bit integer.
const ID = /^[1-9]\d{0,9}$/;

/** The item an item page's address names (?id=12), or null for none or one no item can have. */
export function itemIdOf(value: string | null): number | null {
  if (value === null || !ID.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The ?id= of the page's address, read as itemIdOf does. */
export function useItemId(): number | null {
  return itemIdOf(useSearchParams()[0].get('id'));
}
