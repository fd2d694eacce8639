import type { AccountRow, MyAccount } from '@council/contract';

// Samples of the account answers (issue 15), as samples.ts has them for the other records.

/** The signed-in person's own account: a citizen whose email is confirmed. */
export const aMyAccount = (fields: Partial<MyAccount> = {}): MyAccount => ({
  name: 'Asha Devi',
  email: 'asha@example.in',
  mobile: '9876543210',
  role: 'user',
  emailVerified: true,
  ...fields,
});

/** A row of the console's accounts list: an active staff account, its email confirmed. */
export const anAccountRow = (fields: Partial<AccountRow> = {}): AccountRow => ({
  id: 5,
  name: 'Ravi Kumar',
  email: 'ravi@council.example.in',
  mobile: '',
  role: 'admin',
  active: true,
  emailVerified: true,
  createdAt: '2024-03-05T10:30:00.000Z',
  designation: '',
  wards: [],
  ...fields,
});
