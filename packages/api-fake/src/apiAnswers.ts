import type {
  AboutWire,
  CircularWire,
  ComplaintStatusWire,
  ComplaintWire,
  DistrictWire,
  GalleryWire,
  GrievanceWire,
  LatestNewsWire,
  LoginAnswer,
  Message,
  NoticeWire,
  OfficeOrderWire,
  OfficialWire,
  PressReleaseWire,
  SearchHitWire,
  SlideWire,
  TenderWire,
  UlbWire,
  WardWire,
} from '@council/contract';

/** The admin sections that list, save (POST/PUT) and delete (DELETE .../:id) records. */
interface AdminSections {
  about: AboutWire;
  slider: SlideWire;
  'latest-news': LatestNewsWire;
  notice: NoticeWire;
  circular: CircularWire;
  officeorder: OfficeOrderWire;
  tender: TenderWire;
  gallery: GalleryWire;
  'press-release': PressReleaseWire;
  'minister-officer-employee': OfficialWire;
}

type AdminAnswers = {
  [Section in keyof AdminSections as `GET /api/Admin/${Section}`]: AdminSections[Section][];
} & {
  /** The saved record: 201 on POST (see `created`), 200 on PUT. */
  [
    Section in keyof AdminSections as `POST /api/Admin/${Section}` | `PUT /api/Admin/${Section}`
  ]: AdminSections[Section];
} & {
  [Section in keyof AdminSections as `DELETE /api/Admin/${Section}/:id`]: Message;
};

/**
 * Every call of SPEC.md section 7 (and our search) and what it answers on success, in the
 * contract's wire types: a test's answer that the contract does not allow fails the type check.
 */
export type ApiAnswers = AdminAnswers & {
  'POST /api/Account/login': LoginAnswer;
  'GET /api/Public/slider': SlideWire[];
  'GET /api/Public/about': AboutWire[];
  /** SPEC.md 7: a list, or an object {data: [...]}. */
  'GET /api/Public/minister-officer-employee-by-designations':
    OfficialWire[] | { data: OfficialWire[] };
  'GET /api/Public/complaint-count': ComplaintStatusWire[];
  'GET /api/Public/complaint': ComplaintWire[];
  'GET /api/Public/tender': TenderWire[];
  'GET /api/Public/notice': NoticeWire[];
  'GET /api/Public/circular': CircularWire[];
  'GET /api/Public/officeorder': OfficeOrderWire[];
  'GET /api/Public/latest-news': LatestNewsWire[];
  'GET /api/Public/gallery': GalleryWire[];
  'GET /api/Public/press-release': PressReleaseWire[];
  'GET /api/Public/search': SearchHitWire[];
  'GET /api/Admin/complaint-count': ComplaintStatusWire[];
  'GET /api/User/complaint-count': ComplaintStatusWire[];
  'GET /api/User/complaint': ComplaintWire[];
  'GET /api/User/complaint/:id': ComplaintWire;
  'GET /api/User/grievance': GrievanceWire[];
  'GET /api/User/district': DistrictWire[];
  'GET /api/User/ward': WardWire[];
  'GET /api/User/ulb': UlbWire[];
  /** The filed complaint, with 201 (see `created`). */
  'POST /api/User/add-complaint': ComplaintWire;
};

/** 'GET /api/Public/notice', 'DELETE /api/Admin/notice/:id', ... */
export type ApiCall = keyof ApiAnswers;
