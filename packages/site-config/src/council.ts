import demoCouncil from '../demo-council.json';

export interface Link {
  label: string;
  /** The label on Hindi pages; where it is missing they show `label`, marked as English. */
  labelHindi?: string;
  url: string;
}

/** One row of a complaint lookup as the API lists it (GET /api/User/district, /ulb). */
export interface LookupChoice {
  id: number;
  name: string;
}

export interface SocialLink {
  network: 'facebook' | 'x' | 'instagram' | 'youtube';
  url: string;
}

/**
 * Who the council is: configuration, not code (DECISIONS.md). Each text a reader reads has its
 * Hindi twin for Hindi pages; '' where a deployment has none, and those pages show the English.
 */
export interface CouncilIdentity {
  name: string;
  nameHindi: string;
  state: string;
  stateHindi: string;
  address: string;
  addressHindi: string;
  email: string;
  phone: string;
  tollFree: string;
  /** An embeddable map address for the contact page; the page works without it. */
  mapEmbedUrl: string | null;
  mapLink: string | null;
  mobileAppUrl: string | null;
  importantLinks: Link[];
  /** Social icons are shown only for networks with a link. */
  socialLinks: SocialLink[];
  gpsTracingUrl: string | null;
  /** The start of readable complaint numbers (SNP/2026/000123); the API uses 'CMP' without one. */
  complaintPrefix?: string;
  /**
   * The council's own district and urban local body, as the API's complaint lookups list them: a
   * complaint filed on the council's site is about that council, so the form does not ask. Left
   * out where one backend serves several councils: the form then asks, as SPEC.md has it.
   */
  district?: LookupChoice;
  ulb?: LookupChoice;
}

/** The clearly fictional council of the demo, used when a deployment configures none. */
export const DEMO_COUNCIL = demoCouncil as CouncilIdentity;

/** A lookup row as configured: a positive whole id and a name. */
function isLookupChoice(value: unknown): value is LookupChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Partial<LookupChoice>;
  return (
    Number.isInteger(id) && (id as number) > 0 && typeof name === 'string' && name.trim() !== ''
  );
}

/** Each configured text of the identity and its Hindi twin. */
const HINDI_TWINS = [
  ['name', 'nameHindi'],
  ['state', 'stateHindi'],
  ['address', 'addressHindi'],
] as const satisfies readonly (readonly [keyof CouncilIdentity, keyof CouncilIdentity])[];

/**
 * A Hindi twin as configured: the demo's only where the deployment kept the demo's English too
 * (else Rampur's Hindi pages would name Sundarpur), '' where it has none or it is not a text.
 */
function hindiTwin(
  configured: Partial<CouncilIdentity>,
  [english, hindi]: (typeof HINDI_TWINS)[number],
): string {
  const given = configured[hindi];
  if (typeof given === 'string') return given.trim();
  return configured[english] === undefined ? DEMO_COUNCIL[hindi] : '';
}

/** A configured link, its Hindi label kept only when it is a text. */
function withHindiLabel(link: Link): Link {
  if (typeof link !== 'object' || link === null) return link;
  const { labelHindi, ...english } = link;
  return typeof labelHindi === 'string' && labelHindi.trim() !== ''
    ? { ...english, labelHindi: labelHindi.trim() }
    : english;
}

/**
 * The identity a deployment configures, the demo council filling what it leaves out, except its
 * district and ULB: those name the demo's own lookups and would file another council's complaints
 * in the demo's. One that is not an id with a name is left out too, so the form asks instead.
 * Nor are the Hindi texts of a council that configures its own English ones the demo's.
 */
export function councilFrom(configured: Partial<CouncilIdentity> | undefined): CouncilIdentity {
  if (!configured) return DEMO_COUNCIL;
  const council: CouncilIdentity = { ...DEMO_COUNCIL, ...configured };
  for (const twin of HINDI_TWINS) council[twin[1]] = hindiTwin(configured, twin);
  if (Array.isArray(configured.importantLinks)) {
    council.importantLinks = configured.importantLinks.map(withHindiLabel);
  }
  if (!isLookupChoice(configured.district)) delete council.district;
  if (!isLookupChoice(configured.ulb)) delete council.ulb;
  return council;
}

/**
 * The council's name in a page's language: its Hindi name on a Hindi page where it has one, its
 * English name otherwise (a page's <title>, where no `lang` can mark a name in another language).
 */
export function councilNameIn(council: CouncilIdentity, language: string): string {
  return language === 'hi' && council.nameHindi.trim() !== '' ? council.nameHindi : council.name;
}
