import type { AccountRow, MyAccount as MyAccountWire } from '@council/contract';
import { ROLES, type Role } from '@council/contract/account-rules';
import type { Account, MyAccount } from '../entities';
import { date, id, text, type Received } from './fields';
import { wardFromWire } from './lookups';

/** A role the site knows, else the one that may do least: a screen never shows more rights. */
function role(value: unknown): Role {
  return ROLES.find((known) => known === value) ?? 'user';
}

export const myAccountFromWire = (wire: Received<MyAccountWire>): MyAccount => ({
  name: text(wire.name),
  email: text(wire.email),
  mobile: text(wire.mobile),
  role: role(wire.role),
  // Only a plain "not confirmed" asks the person to confirm: an answer that says nothing does not.
  emailVerified: wire.emailVerified !== false,
});

export const accountFromWire = (wire: Received<AccountRow>): Account => ({
  id: id(wire.id),
  name: text(wire.name),
  email: text(wire.email),
  mobile: text(wire.mobile),
  role: role(wire.role),
  active: wire.active !== false,
  emailVerified: wire.emailVerified !== false,
  createdAt: date(wire.createdAt),
  designation: text(wire.designation),
  wards: Array.isArray(wire.wards) ? wire.wards.map(wardFromWire) : [],
});
