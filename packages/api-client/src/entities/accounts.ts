import type { Role, STAFF_ROLES } from '@council/contract/account-rules';
import type { Ward } from './index';

// People's accounts (issue 15), in the names the screens use.

/** The signed-in person's own account, as "My account" shows it. */
export interface MyAccount {
  name: string;
  email: string;
  /** '' for a staff account made without one. */
  mobile: string;
  role: Role;
  /** false until the link mailed at sign-up is opened; a citizen then cannot file complaints. */
  emailVerified: boolean;
}

/** What a person may change of their own account. */
export interface MyAccountChange {
  name: string;
  mobile: string;
}

/** A new password for one's own account; the current one proves it is its owner. */
export interface PasswordChange {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** An account as the console's accounts page lists it (citizens and staff). */
export interface Account {
  id: number;
  name: string;
  email: string;
  mobile: string;
  role: Role;
  /** false: disabled, it cannot sign in. */
  active: boolean;
  emailVerified: boolean;
  /** When it was made (ISO 8601); null where the answer did not say. */
  createdAt: string | null;
  /** An officer's post, as complaints show it ('Sanitary Inspector'); '' for none. */
  designation: string;
  /** The wards an officer looks after. */
  wards: Ward[];
}

/** A staff account an admin makes; its owner sets the password through the link mailed to them. */
export interface NewStaffAccount {
  name: string;
  email: string;
  /** '' for none. */
  mobile: string;
  role: StaffRole;
  /** An officer's post and wards (ward ids); an admin has neither. */
  designation?: string;
  wardIds?: number[];
}

/** The roles an admin gives the staff accounts they make. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What an admin changes of an account: another role, disabling (false) and enabling (true), or
 * an officer's designation and wards (the whole new list of ward ids).
 */
export type AccountChange =
  | { role: Role; active?: never; designation?: never; wardIds?: never }
  | { active: boolean; role?: never; designation?: never; wardIds?: never }
  | { designation: string; wardIds: number[]; role?: never; active?: never };
