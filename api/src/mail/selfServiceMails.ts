import { AccountLinkRoutes } from '@council/contract';
import type { AppContext } from '../appContext';
import type { OutgoingMail } from './mailer';

// The mails of sign-up and a forgotten password (issue 15), in plain words, signed with the
// council's name. Each says what to do and what happens if the reader did not ask for it.

type Site = AppContext['site'];

interface Addressee {
  email: string;
  /** '' for an account made without a name (npm run add-account). */
  name: string;
}

/** The link of a mail: the site's page for it, with the token. */
export function siteLink(site: Site, route: string, token: string): string {
  return `${site.url}${route}?token=${encodeURIComponent(token)}`;
}

/** To a new account: the link that confirms its email (valid 24 hours, once). */
export function confirmEmailMail(site: Site, to: Addressee, token: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Please confirm your email address for ${site.councilName}`,
    text: letter(site, to, [
      `An account on the website of ${site.councilName} was made with this email address.`,
      'To confirm that the address is yours, open this link:',
      siteLink(site, AccountLinkRoutes.verifyEmail, token),
      'The link works once, within 24 hours. You can sign in before that, but you can file ' +
        'a complaint only once your address is confirmed. If the link has expired, sign in and ' +
        "choose 'Send the link again'.",
      'If you did not make this account, you can ignore this mail.',
    ]),
  };
}

/**
 * To an account whose email someone tried to sign up with again: no new account was made, and
 * this is how to get in instead. The person signing up was told only "check your email".
 */
export function alreadyRegisteredMail(
  site: Site,
  to: Addressee & { disabled: boolean },
): OutgoingMail {
  const howToGetIn = to.disabled
    ? [
        'That account has been disabled. If you need it again, please contact the council ' +
          'office.',
      ]
    : [
        'If you have forgotten your password, you do not need a new account: choose ' +
          "'Forgot password?' on the sign-in page, and we will mail you a link to set a new one:",
        `${site.url}/login`,
      ];
  return {
    to: to.email,
    subject: `You already have an account with ${site.councilName}`,
    text: letter(site, to, [
      `Someone, perhaps you, tried to sign up on the website of ${site.councilName} with this ` +
        'email address. You already have an account with it, so no new account was made.',
      ...howToGetIn,
      'If it was not you, you can ignore this mail: nothing has changed in your account.',
    ]),
  };
}

/** To an account whose password was forgotten: the link that sets a new one (30 minutes, once). */
export function resetPasswordMail(site: Site, to: Addressee, token: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Set a new password for ${site.councilName}`,
    text: letter(site, to, [
      `Someone, hopefully you, asked to set a new password for your account on the website of ${site.councilName}.`,
      'To choose a new password, open this link:',
      siteLink(site, AccountLinkRoutes.resetPassword, token),
      'The link works once, within 30 minutes. Setting a new password signs your account out ' +
        'everywhere it is signed in.',
      'If you did not ask for this, you can ignore this mail: your password stays as it is.',
    ]),
  };
}

/** A plain-text mail: a greeting by name, the paragraphs, signed with the council's name. */
export function letter(site: Site, to: Addressee, paragraphs: string[]): string {
  const greeting = to.name.trim() ? `Hello ${to.name.trim()},` : 'Hello,';
  return [greeting, ...paragraphs, `Regards,\n${site.councilName}`].join('\n\n') + '\n';
}
