import type { ReactNode } from 'react';
import type { MyAccount } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import '../i18n/registerUiTexts';
import { useMyAccount } from './useMyAccount';

/** Shows `children` with the signed-in person's account once read; says so while it loads or fails. */
export function AccountLoad({ children }: { children: (account: MyAccount) => ReactNode }) {
  const { t } = useTranslation('ui');
  const { account, error } = useMyAccount();
  if (error) {
    return (
      <p role="alert" className="text-danger">
        {apiErrorMessage(error, t('account.loadFailed'))}
      </p>
    );
  }
  if (!account) return <p role="status">{t('account.loading')}</p>;
  return <>{children(account)}</>;
}
