import {
  AccountLinkRoutes,
  AccountPaths,
  AccountRow,
  isEmail,
  MessageRef,
  NewStaffAccount,
  normaliseEmail,
} from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { ClientError } from '../../http/errors';
import type { TypeBoxProvider } from '../../http/typebox';
import { requireMail, sendInBackground } from '../../mail/mailer';
import { checkedMobile, checkedName } from '../accountFields';
import { issueLink } from '../accountLinks';
import { createAccount, findAccountByEmail } from '../accountStore';
import { accountRowById } from './accountRow';
import { checkedDesignation, checkedWardIds, setOfficerWards } from './officerFields';

/** How long the link a new staff account gets opens: a few days, as a colleague may be away. */
export const STAFF_LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * POST AccountPaths.admin.accounts {name, email, mobile?, role, designation?, wardIds?}: a staff
 * account with no password, an officer's with a designation and wards. The mail it gets
 * carries a link that sets one, so no admin ever knows or types another person's password.
 */
export function createStaffAccountRoute(app: FastifyInstance, context: AppContext) {
  const { db, mailer, site } = context;
  app.withTypeProvider<TypeBoxProvider>().post(
    AccountPaths.admin.accounts,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['Admin'],
        summary: 'Make a staff account; it is mailed a link to set its password',
        description:
          'The account has no password until its owner opens the mailed link (valid 3 days), ' +
          'which leads to the reset-password page. An officer gets a designation (at most 100 ' +
          'characters) and wardIds (ids of wards; 400 "Choose wards from the list." for one ' +
          'that does not exist). 409 when the email already has an account; 503 when this ' +
          'site cannot send mail (nothing is stored then).',
        body: NewStaffAccount,
        response: {
          201: AccountRow,
          400: MessageRef,
          401: MessageRef,
          403: MessageRef,
          409: MessageRef,
          503: MessageRef,
        },
      },
    },
    async (request, reply) => {
      requireMail(mailer);
      const { body } = request;
      const name = checkedName(body.name);
      const email = normaliseEmail(body.email);
      if (!isEmail(email)) {
        throw new ClientError(400, 'Please enter a valid email address, such as name@example.com.');
      }
      const mobile = checkedMobile(body.mobile ?? '', body.role);
      const designation = checkedDesignation(body.designation ?? '');
      const wardIds = await checkedWardIds(db, body.wardIds ?? []);
      const taken = () => new ClientError(409, 'An account with this email already exists.');
      if (await findAccountByEmail(db, email)) throw taken();

      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          const made = await createAccount(trx, {
            email,
            name,
            mobile,
            role: body.role,
            password: null,
            // Until the mailed link is opened: the list then shows who has not set a password yet.
            emailVerified: false,
          });
          await trx.updateTable('account').set({ designation }).where('id', '=', made).execute();
          await setOfficerWards(trx, made, wardIds);
          return made;
        });
      } catch (error) {
        // Another request made the same email's account since the check above.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      const now = new Date();
      const token = await issueLink(db, id, 'reset-password', now, STAFF_LINK_LIFETIME_MS);
      const link = `${site.url}${AccountLinkRoutes.resetPassword}?token=${token}`;
      sendInBackground(mailer, request.log, {
        to: email,
        subject: `Your account at ${site.councilName}`,
        text: [
          `Hello ${name},`,
          '',
          `An administrator of ${site.councilName} has made an account for you on the ` +
            `council's website, with this email address.`,
          '',
          'To start using it, choose your password by opening this link (it works once, ' +
            'within 3 days):',
          '',
          link,
          '',
          'Then sign in with this email address and the password you chose.',
          '',
          'If you did not expect this mail, you can ignore it: no one can sign in to the ' +
            'account until a password is chosen through the link.',
          '',
          site.councilName,
        ].join('\n'),
      });
      return reply.code(201).send(await accountRowById(db, id));
    },
  );
}
