// The reads of the public site, each written once beside its call: its key (which names its
// answer in the cache and in a page whose first screen the server rendered) and its call. Keys
// start with 'public' (`all`), so that a change made by an admin or a citizen can mark them all
// stale at once. Read them as `publicQueries.notices()` through the index's namespace export;
// a page carries only the reads it makes.
export { aboutQuery as about } from './about';
export { archiveQuery as archive, archiveYearsQuery as archiveYears } from './archive';
export {
  complaintCountsQuery as complaintCounts,
  complaintsQuery as complaints,
} from './complaints';
export {
  circularsQuery as circulars,
  noticesQuery as notices,
  officeOrdersQuery as officeOrders,
} from './documents';
export { galleryQuery as gallery } from './gallery';
export {
  circularQuery as circular,
  newsItemQuery as newsItem,
  noticeQuery as notice,
  officeOrderQuery as officeOrder,
  pressReleaseQuery as pressRelease,
} from './items';
export { lastUpdatedQuery as lastUpdated } from './lastUpdated';
export { latestNewsQuery as latestNews } from './latestNews';
export { officialsQuery as officials } from './officials';
export { pressReleasesQuery as pressReleases } from './pressReleases';
export { all } from './readKey';
export { searchQuery as search } from './search';
export { slidesQuery as slides } from './slides';
export { tenderQuery as tender, tendersQuery as tenders } from './tenders';
