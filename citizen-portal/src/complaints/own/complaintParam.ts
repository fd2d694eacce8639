/** The address of a complaint's own page: mails and the list link there. */
export const complaintPagePath = (id: number) => `/inquiry?complaint=${id}`;

/** The complaint an address names (`?complaint=123`), or null for none or one that is no id. */
export function complaintIdFrom(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** `/inquiry?add=1` opens the form to file a complaint (the public /postgrievance leads there). */
export const ADD_COMPLAINT_PARAM = 'add';

/** The complaints page with its form to file one open: the dashboard's 'File a complaint'. */
export const FILING_PATH = `/inquiry?${ADD_COMPLAINT_PARAM}=1`;
