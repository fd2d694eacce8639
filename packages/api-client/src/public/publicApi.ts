// The calls a visitor's browser makes, with no token: the paged calls beside SPEC.md section 7's
// (DECISIONS.md, "Two contracts"), files by URL. One file a call (or a family of calls): a page
// carries only the calls (and mappers) it makes. Read them as `publicApi.notices()` through the
// index's namespace export.
export { fetchAbout as about } from './about';
export { fetchArchive as archive, fetchArchiveYears as archiveYears } from './archive';
export {
  fetchComplaintCounts as complaintCounts,
  fetchComplaints as complaints,
} from './complaints';
export {
  fetchCirculars as circulars,
  fetchNotices as notices,
  fetchOfficeOrders as officeOrders,
} from './documents';
export { fetchGallery as gallery } from './gallery';
export {
  fetchCircular as circular,
  fetchNewsItem as newsItem,
  fetchNotice as notice,
  fetchOfficeOrder as officeOrder,
  fetchPressRelease as pressRelease,
} from './items';
export { fetchLastUpdated as lastUpdated } from './lastUpdated';
export { fetchLatestNews as latestNews } from './latestNews';
export { fetchOfficials as officials } from './officials';
export { fetchPressReleases as pressReleases } from './pressReleases';
export { fetchSearch as search } from './search';
export { fetchSlides as slides } from './slides';
export { fetchTender as tender, fetchTenders as tenders } from './tenders';
