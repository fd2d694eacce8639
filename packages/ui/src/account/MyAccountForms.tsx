import { AccountDetailsForm } from './AccountDetailsForm';
import { PasswordChangeForm } from './PasswordChangeForm';

/** My account on one screen (the citizen portal's): the details, then the new password. */
export function MyAccountForms() {
  return (
    <>
      <AccountDetailsForm />
      <PasswordChangeForm />
    </>
  );
}
