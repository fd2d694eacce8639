import type { Message, MyAccount as MyAccountWire } from '@council/contract';
import { AccountPaths } from '@council/contract/paths';
import { apiClient } from '@council/shared-auth';
import type { MyAccount, MyAccountChange, PasswordChange } from '../entities';
import { myAccountFromWire, text, type Received } from '../wire';

/** The signed-in person's own account, whatever their role; shared-auth adds the token. */
export const myAccountApi = {
  get: async (): Promise<MyAccount> =>
    myAccountFromWire(
      (await apiClient.get<Received<MyAccountWire> | null>(AccountPaths.myAccount)).data ?? {},
    ),
  /** A new name and mobile number; answers the account as it now is. */
  update: async (change: MyAccountChange): Promise<MyAccount> =>
    myAccountFromWire(
      (await apiClient.put<Received<MyAccountWire> | null>(AccountPaths.myAccount, change)).data ??
        {},
    ),
  /**
   * A new password; the API signs out every other session of the account and this one goes on.
   * Answers the API's sentence.
   */
  changePassword: async (change: PasswordChange): Promise<string> =>
    text(
      (await apiClient.post<Received<Message> | null>(AccountPaths.myPassword, change)).data
        ?.message,
    ),
};
