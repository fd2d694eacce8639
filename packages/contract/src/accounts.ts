import { Type, type Static } from '@sinclair/typebox';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  ROLES,
  STAFF_ROLES,
} from './account-rules';
import { PageOf, PageQuery } from './paging';
import { MAX_ID } from './values';

// Accounts beyond SPEC.md (issue 15): sign-up, email links, My account, staff accounts.
// Paths are AccountPaths (./paths). Every refusal answers a Message a person can read; the
// server checks every rule (./account-rules and its list of common passwords) whatever a
// form checked first.

const Name = Type.String({ minLength: 1, maxLength: MAX_NAME_LENGTH });
const Email = Type.String({ minLength: 1, maxLength: MAX_EMAIL_LENGTH + 66 });
/** Checked by the route (isIndianMobile) so that a wrong number gets its own sentence. */
const Mobile = Type.String({ maxLength: 20 });
const Password = Type.String({ maxLength: MAX_PASSWORD_LENGTH + 1 });
/** A link's token, as the mail carried it. */
const LinkToken = Type.String({ minLength: 1, maxLength: 200 });
/** An officer's post, as complaints show it ("Sanitary Inspector"). */
const Designation = Type.String({ maxLength: 100 });
/** The wards an officer looks after: ids of wards (GET /api/User/ward lists them). */
const WardIds = Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { maxItems: 500 });

export const RoleWire = Type.Union(ROLES.map((role) => Type.Literal(role)));
export const StaffRoleWire = Type.Union(STAFF_ROLES.map((role) => Type.Literal(role)));

/** POST register: a citizen's own account (role user). Answers 202 CheckYourEmail. */
export const RegisterBody = Type.Object({
  name: Name,
  email: Email,
  mobile: Mobile,
  password: Password,
  passwordConfirmation: Password,
  /** The privacy policy was shown and agreed to; false is refused. */
  acceptsPrivacyPolicy: Type.Boolean(),
});
export type RegisterBody = Static<typeof RegisterBody>;

/** The one answer of register, resend, forgot-password: it never tells whether an email exists. */
export const CheckYourEmail = Type.Object({ message: Type.String() });
export type CheckYourEmail = Static<typeof CheckYourEmail>;

/** POST verify-email: the token of the link mailed at sign-up. Answers 200 Message. */
export const VerifyEmailBody = Type.Object({ token: LinkToken });
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

/** POST forgot-password. Answers 202 CheckYourEmail. */
export const ForgotPasswordBody = Type.Object({ email: Email });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/**
 * POST reset-password: the token of a reset link, or of the link a new staff account gets to
 * set its first password. Ends every session of the account. Answers 200 Message.
 */
export const ResetPasswordBody = Type.Object({
  token: LinkToken,
  password: Password,
  passwordConfirmation: Password,
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** GET/PUT account: the signed-in person's own account. */
export const MyAccount = Type.Object({
  name: Type.String(),
  email: Type.String(),
  /** Empty for a staff account made without one. */
  mobile: Type.String(),
  role: RoleWire,
  emailVerified: Type.Boolean(),
});
export type MyAccount = Static<typeof MyAccount>;

/** PUT account: what a person may change of their own account. Answers MyAccount. */
export const MyAccountChange = Type.Object({ name: Name, mobile: Mobile });
export type MyAccountChange = Static<typeof MyAccountChange>;

/**
 * POST account/password: signs out every other session of the account; this one goes on.
 * Answers 200 Message; 400 when the current password is wrong.
 */
export const PasswordChangeBody = Type.Object({
  currentPassword: Type.String({ maxLength: MAX_PASSWORD_LENGTH + 1 }),
  password: Password,
  passwordConfirmation: Password,
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

/** An account as the console's accounts page lists it. */
export const AccountRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  role: RoleWire,
  /** Disabled accounts cannot sign in; their tokens stopped working when disabled. */
  active: Type.Boolean(),
  emailVerified: Type.Boolean(),
  /** ISO 8601. */
  createdAt: Type.String(),
  /** An officer's post; '' for none. */
  designation: Type.String(),
  /** The wards an officer looks after, by ward number. */
  wards: Type.Array(Type.Object({ id: Type.Integer(), wardNumber: Type.String() })),
});
export type AccountRow = Static<typeof AccountRow>;

export const AccountPage = PageOf(AccountRow);
export type AccountPage = Static<typeof AccountPage>;

/** GET admin accounts: PageQuery and ?q= (part of an email or a name, any case). */
export const AccountPageQuery = Type.Composite([
  PageQuery,
  Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) }),
]);
export type AccountPageQuery = Static<typeof AccountPageQuery>;

/** POST admin accounts: a staff account; the mail it gets sets the password. Answers 201 AccountRow. */
export const NewStaffAccount = Type.Object({
  name: Name,
  email: Email,
  mobile: Type.Optional(Mobile),
  role: StaffRoleWire,
  designation: Type.Optional(Designation),
  wardIds: Type.Optional(WardIds),
});
export type NewStaffAccount = Static<typeof NewStaffAccount>;

/**
 * PATCH admin accounts/{id}: a new role, disabling (active false) or re-enabling, an officer's
 * designation, or their wards (the whole new list). Answers AccountRow.
 */
export const AccountChange = Type.Object(
  {
    role: Type.Optional(RoleWire),
    active: Type.Optional(Type.Boolean()),
    designation: Type.Optional(Designation),
    wardIds: Type.Optional(WardIds),
  },
  { minProperties: 1 },
);
export type AccountChange = Static<typeof AccountChange>;
