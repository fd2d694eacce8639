import { AccountLinkRoutes } from '@council/contract';
import type { Language } from '../i18n/language';
import { councilNameIn, languageOf, letter, type Addressee, type MailSite } from './letter';
import type { OutgoingMail } from './mailer';
import { SELF_SERVICE_HINDI } from './selfServiceMailsHindi';

// The mails of sign-up and a forgotten password (issue 15), in plain words, signed with the
// council's name, in the language of the account they go to (issue 19). Each says what to do and
// what happens if the reader did not ask for it.

export { letter, type Addressee };

/** The link of a mail: the site's page for it, with the token (and lang=hi in a Hindi mail). */
export function siteLink(
  site: MailSite,
  route: string,
  token: string,
  language?: Language,
): string {
  const link = `${site.url}${route}?token=${encodeURIComponent(token)}`;
  return language === 'hi' ? `${link}&lang=hi` : link;
}

/** What each mail says: its subject and paragraphs, given the council's name and its link. */
export interface SelfServiceTexts {
  confirmEmail(council: string, link: string): MailWords;
  alreadyRegistered(council: string, disabled: boolean, loginLink: string): MailWords;
  resetPassword(council: string, link: string): MailWords;
}

export interface MailWords {
  subject: string;
  paragraphs: string[];
}

const ENGLISH: SelfServiceTexts = {
  confirmEmail: (council, link) => ({
    subject: `Please confirm your email address for ${council}`,
    paragraphs: [
      `An account on the website of ${council} was made with this email address.`,
      'To confirm that the address is yours, open this link:',
      link,
      'The link works once, within 24 hours. You can sign in before that, but you can file ' +
        'a complaint only once your address is confirmed. If the link has expired, sign in and ' +
        "choose 'Send the link again'.",
      'If you did not make this account, you can ignore this mail.',
    ],
  }),
  alreadyRegistered: (council, disabled, loginLink) => ({
    subject: `You already have an account with ${council}`,
    paragraphs: [
      `Someone, perhaps you, tried to sign up on the website of ${council} with this ` +
        'email address. You already have an account with it, so no new account was made.',
      ...(disabled
        ? [
            'That account has been disabled. If you need it again, please contact the council ' +
              'office.',
          ]
        : [
            'If you have forgotten your password, you do not need a new account: choose ' +
              "'Forgot password?' on the sign-in page, and we will mail you a link to set a new one:",
            loginLink,
          ]),
      'If it was not you, you can ignore this mail: nothing has changed in your account.',
    ],
  }),
  resetPassword: (council, link) => ({
    subject: `Set a new password for ${council}`,
    paragraphs: [
      `Someone, hopefully you, asked to set a new password for your account on the website of ${council}.`,
      'To choose a new password, open this link:',
      link,
      'The link works once, within 30 minutes. Setting a new password signs your account out ' +
        'everywhere it is signed in.',
      'If you did not ask for this, you can ignore this mail: your password stays as it is.',
    ],
  }),
};

const TEXTS: Record<Language, SelfServiceTexts> = { en: ENGLISH, hi: SELF_SERVICE_HINDI };

function mail(site: MailSite, to: Addressee, words: MailWords): OutgoingMail {
  return { to: to.email, subject: words.subject, text: letter(site, to, words.paragraphs) };
}

/** To a new account: the link that confirms its email (valid 24 hours, once). */
export function confirmEmailMail(site: MailSite, to: Addressee, token: string): OutgoingMail {
  const language = languageOf(to);
  const link = siteLink(site, AccountLinkRoutes.verifyEmail, token, language);
  return mail(site, to, TEXTS[language].confirmEmail(councilNameIn(site, language), link));
}

/**
 * To an account whose email someone tried to sign up with again: no new account was made, and
 * this is how to get in instead. The person signing up was told only "check your email".
 */
export function alreadyRegisteredMail(
  site: MailSite,
  to: Addressee & { disabled: boolean },
): OutgoingMail {
  const language = languageOf(to);
  const loginLink = language === 'hi' ? `${site.url}/login?lang=hi` : `${site.url}/login`;
  const words = TEXTS[language].alreadyRegistered(
    councilNameIn(site, language),
    to.disabled,
    loginLink,
  );
  return mail(site, to, words);
}

/** To an account whose password was forgotten: the link that sets a new one (30 minutes, once). */
export function resetPasswordMail(site: MailSite, to: Addressee, token: string): OutgoingMail {
  const language = languageOf(to);
  const link = siteLink(site, AccountLinkRoutes.resetPassword, token, language);
  return mail(site, to, TEXTS[language].resetPassword(councilNameIn(site, language), link));
}
