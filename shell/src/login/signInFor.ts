import { SHELL_ROUTES } from '@council/site-config';

// One sign-in page for everyone: the role comes with the account. The header's two entries open
// it for staff (/login, "Office Login") or for citizens (/login?as=citizen, "Citizen's Login"),
// and the page says whom it is for.

/** The sign-in page as citizens are sent to it. */
export const CITIZEN_SIGN_IN = `${SHELL_ROUTES.login}?as=citizen`;

/** Whether the sign-in page was opened for citizens (its query). */
export function isForCitizens(query: URLSearchParams): boolean {
  return query.get('as') === 'citizen';
}

/** Whether only citizens may open a screen of this access list: its sign-in is theirs. */
export function isCitizensOnly(access: readonly string[]): boolean {
  return access.length > 0 && access.every((role) => role === 'user');
}
