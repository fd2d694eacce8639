import type { AppContext } from '../appContext';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';

/** The site as a mail names it: Hindi mails are signed with the council's Hindi name, if any. */
export type MailSite = AppContext['site'];

/** Whom a mail goes to, and in which language (the account's; English when not known). */
export interface Addressee {
  email: string;
  /** '' for an account made without a name (npm run add-account). */
  name: string;
  language?: Language;
}

export function languageOf(to: Addressee): Language {
  return to.language ?? DEFAULT_LANGUAGE;
}

/** The council's name in a mail's language. */
export function councilNameIn(site: MailSite, language: Language): string {
  const hindi = site.councilNameHindi.trim();
  return language === 'hi' && hindi ? hindi : site.councilName;
}

/**
 * A page of the site as a mail links to it. A Hindi mail's link opens the page in Hindi
 * (`lang=hi`, which the site also remembers); an English mail's is as it always was.
 */
export function pageLink(
  site: MailSite,
  path: string,
  parameters: Record<string, string>,
  language: Language,
): string {
  const query = new URLSearchParams(parameters);
  if (language === 'hi') query.set('lang', 'hi');
  const search = query.toString();
  return `${site.url}${path}${search ? `?${search}` : ''}`;
}

/**
 * A plain-text mail: a greeting by name, the paragraphs, signed with the council's name, in the
 * addressee's language.
 */
export function letter(site: MailSite, to: Addressee, paragraphs: string[]): string {
  const language = languageOf(to);
  const name = to.name.trim();
  const [greeting, regards] =
    language === 'hi'
      ? [name ? `प्रिय ${name},` : 'नमस्कार,', 'सादर,']
      : [name ? `Hello ${name},` : 'Hello,', 'Regards,'];
  const signature = `${regards}\n${councilNameIn(site, language)}`;
  return [greeting, ...paragraphs, signature].join('\n\n') + '\n';
}

/** A date (YYYY-MM-DD) as a Hindi letter writes it: '10 दिसंबर 2025', with 0-9 digits. */
export function hindiDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(date);
}
