import type { PolicyKey } from '@council/contract/policy-rules';
import type { AppContext } from '../../appContext';
import { ENGLISH } from './english';
import { HINDI } from './hindi';

/** A default page as written, with {places} for the council's details. */
export interface DefaultText {
  title: string;
  body: string;
}

/** A page's default text in both languages, the council's details in place. */
export interface FilledDefault {
  title: string;
  body: string;
  titleHindi: string;
  bodyHindi: string;
}

type Site = AppContext['site'];

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
}

/**
 * The default text of a page for this council: its name, address, email, phone and site address
 * from the configuration (COUNCIL_CONFIG, SITE_URL). The Hindi names the council in Hindi where a
 * Hindi name and address are configured, in English otherwise.
 */
export function defaultText(key: PolicyKey, site: Site): FilledDefault {
  const { contact } = site;
  const common = { email: contact.email, phone: contact.phone, site: site.url };
  const english = { ...common, name: site.councilName, address: contact.address };
  const hindi = {
    ...common,
    name: site.councilNameHindi.trim() || site.councilName,
    address: contact.addressHindi.trim() || contact.address,
  };
  return {
    title: ENGLISH[key].title,
    body: fill(ENGLISH[key].body, english),
    titleHindi: HINDI[key].title,
    bodyHindi: fill(HINDI[key].body, hindi),
  };
}
