import type { TFunction } from 'i18next';
import { LoginUnavailableError, UnknownRoleError } from '@council/shared-auth';

/** The one sentence the login screen shows for a failed sign-in (SPEC.md section 8). */
export function loginErrorText(error: unknown, t: TFunction): string {
  if (error instanceof UnknownRoleError) return t('login.unknownRole', { role: error.role });
  if (error instanceof LoginUnavailableError) return t('login.unavailable');
  return t('login.invalid');
}
