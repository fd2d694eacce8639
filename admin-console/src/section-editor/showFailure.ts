import { apiErrorMessage } from '@council/shared-auth';
import { showError } from '@council/ui';

/**
 * What a failed save or delete says. Sections that show the server's message (SPEC.md 8: notice,
 * circular, office order, tender) put it in place of their text; the others keep their own
 * text and add the server's reason below it, so an admin still learns that a photo was too big.
 */
export function showFailure(
  title: string,
  error: unknown,
  fallback: string,
  showsServerMessage: boolean,
): void {
  if (showsServerMessage) void showError({ title, text: apiErrorMessage(error, fallback) });
  else void showError({ title, text: fallback, detail: apiErrorMessage(error, '') });
}
