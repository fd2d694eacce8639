import { AccountChange, AccountPaths, AccountRow, IdParams, MessageRef } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { callerOf } from '../../auth/guard';
import type { Db } from '../../db/database';
import { ClientError } from '../../http/errors';
import type { TypeBoxProvider } from '../../http/typebox';
import { endAccountSessions } from '../sessions';
import { accountRowById } from './accountRow';
import { checkedDesignation, checkedWardIds, setOfficerWards } from './officerFields';

/**
 * PATCH AccountPaths.admin.accounts/{id} {role?, active?, designation?, wardIds?}: gives an
 * account another role, disables it or enables it again, or changes an officer's designation
 * and wards. A new role or disabling ends every session of the account at once: a disabled
 * account's tokens stop working, and a token carries the role it was signed with. An admin
 * cannot disable or demote themself (to officer or user), and the last active admin stays one.
 */
export function changeAccountRoute(app: FastifyInstance, { db, dialect }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().patch(
    `${AccountPaths.admin.accounts}/:id`,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['Admin'],
        summary: "Change an account's role, disable it or enable it again",
        description:
          'A new role or disabling signs the account out everywhere at once. 400 for your own ' +
          'account (you cannot disable or demote yourself); 409 when it would leave no active ' +
          'admin; 404 for no such account. designation (at most 100 characters) and wardIds ' +
          '(the whole new list; 400 "Choose wards from the list." for a ward that does not ' +
          'exist) change without signing anyone out.',
        params: IdParams,
        body: AccountChange,
        response: {
          200: AccountRow,
          400: MessageRef,
          401: MessageRef,
          403: MessageRef,
          404: MessageRef,
          409: MessageRef,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { role, active } = request.body;
      const designation =
        request.body.designation === undefined
          ? undefined
          : checkedDesignation(request.body.designation);
      const wardIds =
        request.body.wardIds === undefined
          ? undefined
          : await checkedWardIds(db, request.body.wardIds);
      const caller = callerOf(request);
      const current = await accountRowById(db, id);
      const demoting = current.role === 'admin' && role !== undefined && role !== 'admin';
      const disabling = current.active && active === false;
      if (id === caller.accountId && disabling) {
        throw new ClientError(400, 'You cannot disable your own account.');
      }
      if (id === caller.accountId && demoting) {
        throw new ClientError(400, 'You cannot take the admin role from your own account.');
      }
      const newRole = role !== undefined && role !== current.role;
      const newState = active !== undefined && active !== current.active;
      const newDesignation = designation !== undefined && designation !== current.designation;
      if (!newRole && !newState && !newDesignation && wardIds === undefined) return current;

      await db.transaction().execute(async (trx) => {
        if (current.active && current.role === 'admin' && (demoting || disabling)) {
          await refuseRemovingLastAdmin(trx, dialect === 'postgres', id, current.email);
        }
        if (newRole || newState || newDesignation) {
          await trx
            .updateTable('account')
            .set({
              ...(newRole ? { role } : {}),
              ...(newState ? { disabled_at: active ? null : new Date().toISOString() } : {}),
              ...(newDesignation ? { designation } : {}),
            })
            .where('id', '=', id)
            .execute();
        }
        if (wardIds !== undefined) await setOfficerWards(trx, id, wardIds);
        // Enabling again ends nothing: a disabled account had no session left.
        if (newRole || disabling) await endAccountSessions(trx, id);
      });
      return accountRowById(db, id);
    },
  );
}

/**
 * 409 unless another active admin remains besides account `id`. On PostgreSQL the active admins'
 * rows stay locked until the change is written, so two admins removing each other at the same
 * time cannot both succeed; SQLite writes one transaction at a time.
 */
export async function refuseRemovingLastAdmin(trx: Db, lock: boolean, id: number, email: string) {
  let admins = trx
    .selectFrom('account')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    // One order of locking for every caller, so that two of them cannot deadlock.
    .orderBy('id');
  if (lock) admins = admins.forUpdate();
  const others = (await admins.execute()).filter((admin) => admin.id !== id);
  if (others.length === 0) {
    throw new ClientError(
      409,
      `${email} is the only active admin account, and the console needs one. ` +
        'Make another account an admin first.',
    );
  }
}
