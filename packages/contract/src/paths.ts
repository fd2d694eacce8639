// Plain data, no schemas: the clients take values from here (@council/contract/paths).

/** One paging shape for every list a screen shows (DECISIONS.md, "Two contracts"). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** A page number beyond this is no page anyone reached by clicking: refused, not searched for. */
export const MAX_PAGE = 100_000;

/**
 * The page of a list a page's address asks for (its `?page=` value), as every screen reads it:
 * 1 when absent or not a whole number from 1 to MAX_PAGE (the API would refuse it with a 400).
 */
export function pageFromSearch(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  const page = Number(value);
  return page <= MAX_PAGE ? page : 1;
}

/**
 * The paged calls, beside SPEC.md's (which keep answering): GET with ?page=&size= (PageQuery),
 * answering PageOf(item); a public section's path + '/{id}' answers one of its items (404 for
 * none). The API registers these paths and the client calls them; nothing else spells them.
 */
export const PagedPaths = {
  public: {
    slides: '/api/v2/public/slides',
    about: '/api/v2/public/about',
    /** Also ?designations=A&designations=B&home=Yes|All, as OfficialsQuery. */
    officials: '/api/v2/public/officials',
    /** Also ?state=active|closed (TenderPageQuery). */
    tenders: '/api/v2/public/tenders',
    notices: '/api/v2/public/notices',
    circulars: '/api/v2/public/circulars',
    officeOrders: '/api/v2/public/office-orders',
    latestNews: '/api/v2/public/latest-news',
    gallery: '/api/v2/public/gallery',
    pressReleases: '/api/v2/public/press-releases',
    /** Also ?status= (ComplaintPageQuery). */
    complaints: '/api/v2/public/complaints',
    /** Not paged: ComplaintCountsWire. */
    complaintCounts: '/api/v2/public/complaint-counts',
    /** Not paged: LastUpdatedWire, when each part of the site last changed. */
    lastUpdated: '/api/v2/public/last-updated',
    /**
     * Not paged: ArchiveYearsWire, the years of each kind's archive (issue 20). Its path +
     * '/{kind}' (ARCHIVE_KINDS) with ?year=&page=&size= pages one kind's archived items.
     */
    archive: '/api/v2/public/archive',
  },
  admin: {
    officials: '/api/v2/admin/officials',
    about: '/api/v2/admin/about',
    slides: '/api/v2/admin/slides',
    latestNews: '/api/v2/admin/latest-news',
    notices: '/api/v2/admin/notices',
    circulars: '/api/v2/admin/circulars',
    officeOrders: '/api/v2/admin/office-orders',
    tenders: '/api/v2/admin/tenders',
    gallery: '/api/v2/admin/gallery',
    pressReleases: '/api/v2/admin/press-releases',
    complaintCounts: '/api/v2/admin/complaint-counts',
  },
  user: {
    /** Also ?status= (ComplaintPageQuery): the caller's own complaints. */
    complaints: '/api/v2/user/complaints',
    complaintCounts: '/api/v2/user/complaint-counts',
  },
} as const;

/**
 * The archive (issue 20, GIGW 3.0): each published kind's items no longer current, by the year
 * of their own date. Notices, circulars, office orders, latest news and press releases leave
 * the current lists after their "show until" date; tenders after their last date and time of
 * submission (the closed tenders). Named as their paged lists are (PagedPaths.public).
 */
export const ARCHIVE_KINDS = [
  'notices',
  'circulars',
  'officeOrders',
  'latestNews',
  'pressReleases',
  'tenders',
] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];

/** The oldest and newest year the archive calls take: a wider one is no item's year. */
export const ARCHIVE_FIRST_YEAR = 1900;
export const ARCHIVE_LAST_YEAR = 2999;

/**
 * What the public pages show, each a part of the site whose newest change a page names (GIGW 3.0:
 * "Last updated on <date>"): the published sections by their paged list's name, the public
 * complaints (their lists, counts and scorecard) and the holiday calendar.
 */
export const LAST_UPDATED_PARTS = [
  'slides',
  'about',
  'officials',
  'tenders',
  'notices',
  'circulars',
  'officeOrders',
  'latestNews',
  'gallery',
  'pressReleases',
  'complaints',
  'holidays',
  /** The website policies and help pages (issue 20): an admin's save or return to the default. */
  'policies',
] as const;
export type LastUpdatedPart = (typeof LAST_UPDATED_PARTS)[number];

/**
 * Accounts beyond SPEC.md (issue 15; schemas in ./accounts). `register`, `verifyEmail`,
 * `forgotPassword` and `resetPassword` need no token; `myAccount`, `myPassword` and
 * `resendVerification` need any signed-in role; `admin.accounts` role admin, with
 * `admin.accounts + '/{id}'` for PATCH.
 */
export const AccountPaths = {
  register: '/api/v2/account/register',
  verifyEmail: '/api/v2/account/verify-email',
  resendVerification: '/api/v2/account/resend-verification',
  forgotPassword: '/api/v2/account/forgot-password',
  resetPassword: '/api/v2/account/reset-password',
  /** GET and PUT. */
  myAccount: '/api/v2/account',
  myPassword: '/api/v2/account/password',
  admin: { accounts: '/api/v2/admin/accounts' },
} as const;

/** Where the links mailed to a person lead on the site (with ?token=). */
export const AccountLinkRoutes = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
} as const;

/** GET {FILES_PATH}/{id}/{digest}/{name}: one stored file (StoredFileParams). */
export const FILES_PATH = '/api/files';
