import demoCouncil from '../demo-council.json';

export interface Link {
  label: string;
  url: string;
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
}

/** The clearly fictional council of the demo, used when a deployment configures none. */
export const DEMO_COUNCIL = demoCouncil as CouncilIdentity;
