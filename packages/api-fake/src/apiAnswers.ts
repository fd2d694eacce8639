import type {
  AboutPageItem,
  AccountRow,
  ArchiveYearsWire,
  CheckYourEmail,
  CitizenComplaint,
  CircularPageItem,
  ComplaintCountsWire,
  ComplaintPageItem,
  DeskComplaint,
  DeskQueuePage,
  DistrictWire,
  FeedbackCounts,
  FeedbackInboxPage,
  FeedbackItem,
  FeedbackReceipt,
  GalleryPageItem,
  GrievanceCategoryWire,
  GrievanceWire,
  HolidayWire,
  LastUpdatedWire,
  LatestNewsWire,
  LoginAnswer,
  Message,
  MyAccount,
  NoticePageItem,
  OfficerWire,
  OfficialPageItem,
  PageWire,
  PressReleasePageItem,
  ScorecardWire,
  SearchHitWire,
  SlidePageItem,
  TenderPageItem,
  TrackedComplaint,
  UlbWire,
  WardDeadlinesWire,
  WardWire,
} from '@council/contract';

/** The admin sections by SPEC.md's path (saves, deletes) and by their paged list's name. */
interface AdminSections {
  about: [AboutPageItem, 'about'];
  slider: [SlidePageItem, 'slides'];
  'latest-news': [LatestNewsWire, 'latest-news'];
  notice: [NoticePageItem, 'notices'];
  circular: [CircularPageItem, 'circulars'];
  officeorder: [CircularPageItem, 'office-orders'];
  tender: [TenderPageItem, 'tenders'];
  gallery: [GalleryPageItem, 'gallery'];
  'press-release': [PressReleasePageItem, 'press-releases'];
  'minister-officer-employee': [OfficialPageItem, 'officials'];
}

type AdminAnswers = {
  [Section in keyof AdminSections as `GET /api/v2/admin/${AdminSections[Section][1]}`]: PageWire<
    AdminSections[Section][0]
  >;
} & {
  /**
   * The saved record: 201 on POST (see `created`), 200 on PUT. SPEC.md's answer carries its
   * files as base64; our client reads nothing of it, so the fake's samples (files null) serve.
   */
  [
    Section in keyof AdminSections as `POST /api/Admin/${Section}` | `PUT /api/Admin/${Section}`
  ]: AdminSections[Section][0];
} & {
  [Section in keyof AdminSections as `DELETE /api/Admin/${Section}/:id`]: Message;
};

/**
 * Every call our screens make and what it answers on success, in the contract's wire types: the
 * paged calls (DECISIONS.md, "Two contracts"), the SPEC.md section 7 calls that have no paged
 * twin, and our search. A test's answer that the contract does not allow fails the type check.
 */
export type ApiAnswers = AdminAnswers & {
  'POST /api/Account/login': LoginAnswer;
  'POST /api/Account/logout': Message;
  'POST /api/Account/refresh': LoginAnswer;
  'GET /api/v2/public/slides': PageWire<SlidePageItem>;
  'GET /api/v2/public/about': PageWire<AboutPageItem>;
  'GET /api/v2/public/officials': PageWire<OfficialPageItem>;
  'GET /api/v2/public/complaint-counts': ComplaintCountsWire;
  'GET /api/v2/public/complaints': PageWire<ComplaintPageItem>;
  'GET /api/v2/public/tenders': PageWire<TenderPageItem>;
  /** One tender, for /tender-details?id= (404 for none). */
  'GET /api/v2/public/tenders/:id': TenderPageItem;
  'GET /api/v2/public/notices': PageWire<NoticePageItem>;
  'GET /api/v2/public/circulars': PageWire<CircularPageItem>;
  'GET /api/v2/public/office-orders': PageWire<CircularPageItem>;
  'GET /api/v2/public/latest-news': PageWire<LatestNewsWire>;
  'GET /api/v2/public/gallery': PageWire<GalleryPageItem>;
  'GET /api/v2/public/press-releases': PageWire<PressReleasePageItem>;
  /** One item of a section, for its own page (/notice-details?id=; 404 for none). */
  'GET /api/v2/public/notices/:id': NoticePageItem;
  'GET /api/v2/public/circulars/:id': CircularPageItem;
  'GET /api/v2/public/office-orders/:id': CircularPageItem;
  'GET /api/v2/public/latest-news/:id': LatestNewsWire;
  'GET /api/v2/public/press-releases/:id': PressReleasePageItem;
  /** When each part of the site last changed (issue 20). */
  'GET /api/v2/public/last-updated': LastUpdatedWire;
  /** The archive (issue 20): the years of each kind, and one kind's archived items by page. */
  'GET /api/v2/public/archive': ArchiveYearsWire;
  'GET /api/v2/public/archive/:kind': PageWire<
    NoticePageItem | CircularPageItem | LatestNewsWire | PressReleasePageItem | TenderPageItem
  >;
  'GET /api/Public/search': SearchHitWire[];
  'GET /api/v2/admin/complaint-counts': ComplaintCountsWire;
  'GET /api/v2/user/complaint-counts': ComplaintCountsWire;
  'GET /api/v2/user/complaints': PageWire<ComplaintPageItem>;
  'GET /api/User/complaint/:id': ComplaintPageItem;
  'GET /api/User/grievance': GrievanceWire[];
  'GET /api/User/district': DistrictWire[];
  'GET /api/User/ward': WardWire[];
  'GET /api/User/ulb': UlbWire[];
  /** The filed complaint, with 201 (see `created`). */
  'POST /api/User/add-complaint': ComplaintPageItem;
  /** 202 (see `accepted`), whether or not the email was new. */
  'POST /api/v2/account/register': CheckYourEmail;
  'POST /api/v2/account/verify-email': Message;
  /** 202 (see `accepted`). */
  'POST /api/v2/account/resend-verification': CheckYourEmail;
  /** 202 (see `accepted`), whether or not the email has an account. */
  'POST /api/v2/account/forgot-password': CheckYourEmail;
  'POST /api/v2/account/reset-password': Message;
  /** The signed-in person's own account (any role). */
  'GET /api/v2/account': MyAccount;
  'PUT /api/v2/account': MyAccount;
  'POST /api/v2/account/password': Message;
  'GET /api/v2/admin/accounts': PageWire<AccountRow>;
  /** The new staff account, with 201 (see `created`). */
  'POST /api/v2/admin/accounts': AccountRow;
  'PATCH /api/v2/admin/accounts/:id': AccountRow;
  // The grievance desk (issue 16). A refused move answers 409 {message} (see `failWith`).
  'GET /api/v2/user/complaints/:id': CitizenComplaint;
  'POST /api/v2/user/complaints/:id/reopen': CitizenComplaint;
  'POST /api/v2/user/complaints/:id/accept': CitizenComplaint;
  'POST /api/v2/user/complaints/:id/remind': CitizenComplaint;
  'GET /api/v2/desk/complaints': DeskQueuePage;
  'GET /api/v2/desk/complaints/:id': DeskComplaint;
  'POST /api/v2/desk/complaints/:id/assign': DeskComplaint;
  'POST /api/v2/desk/complaints/:id/reassign': DeskComplaint;
  'POST /api/v2/desk/complaints/:id/reject': DeskComplaint;
  'POST /api/v2/desk/complaints/:id/resolve': DeskComplaint;
  'POST /api/v2/desk/complaints/:id/hide': DeskComplaint;
  'POST /api/v2/desk/complaints/:id/show': DeskComplaint;
  'GET /api/v2/desk/officers': OfficerWire[];
  'GET /api/v2/desk/ward-deadlines': WardDeadlinesWire;
  'GET /api/v2/admin/grievance-categories': GrievanceCategoryWire[];
  'PUT /api/v2/admin/grievance-categories/:id': GrievanceCategoryWire;
  /** The new holiday, with 201 (see `created`). */
  'POST /api/v2/admin/holidays': HolidayWire;
  'DELETE /api/v2/admin/holidays/:id': Message;
  /** 404 {message} when no complaint has the number. */
  'GET /api/v2/public/complaint-track': TrackedComplaint;
  'GET /api/v2/public/grievance-scorecard': ScorecardWire;
  // Readers' messages (issue 20). The receipt comes with 201 (see `created`).
  'POST /api/v2/public/feedback': FeedbackReceipt;
  'GET /api/v2/admin/feedback': FeedbackInboxPage;
  'PUT /api/v2/admin/feedback/:id/handled': FeedbackItem;
  'DELETE /api/v2/admin/feedback/:id/handled': FeedbackItem;
  'GET /api/v2/admin/feedback-counts': FeedbackCounts;
  'GET /api/v2/public/holidays': HolidayWire[];
  'GET /api/v2/public/grievance-categories': GrievanceCategoryWire[];
};

/** 'GET /api/v2/public/notices', 'DELETE /api/Admin/notice/:id', ... */
export type ApiCall = keyof ApiAnswers;
