// Plain data, no schemas (@council/contract/grievance-paths). Apart from ./paths, so that a page
// that never calls the desk does not carry its paths: a bundler leaves out a module, not part of one.

/**
 * The grievance desk (issue 16; schemas in ./grievance-desk). `desk` needs role officer or
 * admin; `admin` role admin; `user` role user (the caller's own complaints); `public` no token.
 * A complaint's moves are POST {complaints}/{id}/{action}.
 */
export const GrievancePaths = {
  desk: {
    /** GET: the queue (DeskQueueQuery); + '/{id}' one complaint; + '/{id}/{action}' a move. */
    complaints: '/api/v2/desk/complaints',
    officers: '/api/v2/desk/officers',
    wardDeadlines: '/api/v2/desk/ward-deadlines',
  },
  admin: {
    /** GET every category; PUT + '/{id}' its days to resolve. */
    categories: '/api/v2/admin/grievance-categories',
    /** POST a holiday; DELETE + '/{id}'. */
    holidays: '/api/v2/admin/holidays',
  },
  user: {
    /** + '/{id}' one of the caller's complaints; + '/{id}/{reopen|accept|remind}' a move. */
    complaints: '/api/v2/user/complaints',
  },
  public: {
    /** ?number=SNP/2026/000123 */
    track: '/api/v2/public/complaint-track',
    /** ?from=&to= */
    scorecard: '/api/v2/public/grievance-scorecard',
    /** ?year= */
    holidays: '/api/v2/public/holidays',
    categories: '/api/v2/public/grievance-categories',
  },
} as const;

/** Open311 GeoReport v2, read-only (./open311). */
export const Open311Paths = {
  services: '/open311/v2/services.json',
  requests: '/open311/v2/requests.json',
  /** + '/{id}.json' */
  request: '/open311/v2/requests',
} as const;
