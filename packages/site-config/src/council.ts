import demoCouncil from '../demo-council.json';

export interface Link {
  label: string;
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

/** Who the council is: configuration, not code (DECISIONS.md). */
export interface CouncilIdentity {
  name: string;
  nameHindi: string;
  state: string;
  address: string;
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

/**
 * The identity a deployment configures, the demo council filling what it leaves out, except its
 * district and ULB: those name the demo's own lookups and would file another council's complaints
 * in the demo's. One that is not an id with a name is left out too, so the form asks instead.
 */
export function councilFrom(configured: Partial<CouncilIdentity> | undefined): CouncilIdentity {
  if (!configured) return DEMO_COUNCIL;
  const council: CouncilIdentity = { ...DEMO_COUNCIL, ...configured };
  if (!isLookupChoice(configured.district)) delete council.district;
  if (!isLookupChoice(configured.ulb)) delete council.ulb;
  return council;
}
