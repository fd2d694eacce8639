/** The sidebar's eleven links, in SPEC.md's order; labels are `links.{key}` in en.json. */
export const ADMIN_LINKS = [
  { to: '/dashboard', key: 'dashboard' },
  { to: '/editabout', key: 'about' },
  { to: '/slider', key: 'slider' },
  { to: '/editministerofficeremp', key: 'employees' },
  { to: '/editlatestnews', key: 'latestNews' },
  { to: '/edittender', key: 'tender' },
  { to: '/editnotice', key: 'notice' },
  { to: '/editcircular', key: 'circular' },
  { to: '/editofficeorder', key: 'officeOrder' },
  { to: '/editgallery', key: 'gallery' },
  { to: '/editpressrelease', key: 'pressRelease' },
] as const;
