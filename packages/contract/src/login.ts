import { Type, type Static } from '@sinclair/typebox';

/** POST /api/Account/login, JSON body. */
export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginBody = Static<typeof LoginBody>;

/** The signed-in session: a bearer token for the Admin and User calls. */
export const LoginAnswer = Type.Object({ token: Type.String() });
export type LoginAnswer = Static<typeof LoginAnswer>;
