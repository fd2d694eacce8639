import {
  MessageRef,
  PolicyKeyParams,
  PolicyPageBody,
  PolicyPageList,
  PolicyPageWire,
  PolicyPaths,
} from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import type { TypeBoxProvider } from '../http/typebox';
import { recordChange } from '../last-updated/recordChange';
import { checkedPolicyPage } from './policyFields';
import { policyKeyOf } from './policyKey';
import { readPolicyPage, readPolicyPages } from './policyStore';

const ERRORS = { 401: MessageRef, 403: MessageRef, 404: MessageRef } as const;
const PAGE_PATH = `${PolicyPaths.admin.pages}/:key`;

/**
 * The console's editor of the website policies and help pages (role admin): every page, an
 * admin's text saved, and the way back to the default text. Each change moves the pages' "Last
 * updated" (the part 'policies'), in the same transaction.
 */
export function adminPolicyRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const typed = app.withTypeProvider<TypeBoxProvider>();

  typed.get(
    PolicyPaths.admin.pages,
    {
      schema: {
        tags: ['Admin'],
        summary: 'Every website policy and help page, as the site shows it now',
        response: { 200: PolicyPageList, 401: MessageRef, 403: MessageRef },
      },
    },
    () => readPolicyPages(context),
  );

  typed.put(
    PAGE_PATH,
    {
      bodyLimit: 256 * 1024,
      schema: {
        tags: ['Admin'],
        summary: "Save an admin's title and text of a website policy or help page",
        description:
          'JSON: title (1-150 characters), body (1-20000), titleHindi and bodyHindi (both, ' +
          'or both empty: Hindi readers then see the English). Spaces around each are dropped; ' +
          'control characters, hidden direction marks and HTML tags are refused (400, naming ' +
          'the field). The public page shows it at once. 404 for an unknown key.',
        params: PolicyKeyParams,
        body: PolicyPageBody,
        response: { 200: PolicyPageWire, 400: MessageRef, ...ERRORS },
      },
    },
    async (request) => {
      const key = policyKeyOf(request.params.key);
      const page = checkedPolicyPage(request.body);
      const saved = { ...page, updated_at: new Date().toISOString() };
      const by = callerOf(request).accountId;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('policy_page')
          .values({ key, ...saved, updated_by: by })
          .onConflict((conflict) =>
            conflict.column('key').doUpdateSet({ ...saved, updated_by: by }),
          )
          .execute();
        await recordChange(trx, 'policy_page');
      });
      return readPolicyPage(context, key);
    },
  );

  typed.post(
    `${PAGE_PATH}/reset`,
    {
      schema: {
        tags: ['Admin'],
        summary: 'Go back to the default text of a website policy or help page',
        description:
          "Drops the admin's text: the page shows the default text naming the council again " +
          '(edited false). Doing it on a page already at its default changes nothing. 404 for ' +
          'an unknown key.',
        params: PolicyKeyParams,
        response: { 200: PolicyPageWire, ...ERRORS },
      },
    },
    async (request) => {
      const key = policyKeyOf(request.params.key);
      await db.transaction().execute(async (trx) => {
        const { numDeletedRows } = await trx
          .deleteFrom('policy_page')
          .where('key', '=', key)
          .executeTakeFirstOrThrow();
        if (Number(numDeletedRows) > 0) await recordChange(trx, 'policy_page');
      });
      return readPolicyPage(context, key);
    },
  );
}
