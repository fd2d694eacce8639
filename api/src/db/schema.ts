import type { Role } from '@council/contract/account-rules';
import type { ComplaintEventKind } from '@council/contract/complaint-rules';
import type { PolicyKey } from '@council/contract/policy-rules';
import type { Generated } from 'kysely';
import type { Language } from '../i18n/language';

/**
 * The database as the code sees it, in the council's own words. The misspelt wire names of
 * SPEC.md section 7 never appear here; each entity's mapper translates at the boundary.
 * Dates and times are ISO 8601 text on both databases, so the same queries run on SQLite and
 * PostgreSQL and sort correctly. Flags are 0/1 integers for the same reason.
 */
export interface Database {
  account: AccountTable;
  account_session: AccountSessionTable;
  account_link: AccountLinkTable;
  counted_attempt: CountedAttemptTable;
  stored_file: StoredFileTable;
  stored_file_chunk: StoredFileChunkTable;
  employee: EmployeeTable;
  about: AboutTable;
  slider: SliderTable;
  latest_news: LatestNewsTable;
  notice: NoticeTable;
  circular: CircularTable;
  office_order: OfficeOrderTable;
  tender: TenderTable;
  gallery: GalleryTable;
  press_release: PressReleaseTable;
  grievance_type: GrievanceTypeTable;
  district: DistrictTable;
  ward: WardTable;
  ulb: UlbTable;
  complaint: ComplaintTable;
  complaint_reminder: ComplaintReminderTable;
  complaint_event: ComplaintEventTable;
  officer_ward: OfficerWardTable;
  holiday: HolidayTable;
  content_change: ContentChangeTable;
  feedback: FeedbackTable;
  policy_page: PolicyPageTable;
}

export type { Role };

export interface AccountTable {
  id: Generated<number>;
  /** Stored lower-cased: sign-in ignores the case of the email. */
  email: string;
  password_hash: string;
  role: Role;
  created_at: string;
  /** '' for accounts made before sign-up asked for one. */
  name: string;
  /** Ten digits, or '' where none was given (staff, older accounts). */
  mobile: string;
  /** When the person opened the link mailed at sign-up; null until then. */
  email_verified_at: string | null;
  /** When an admin disabled the account (it cannot sign in); null while active. */
  disabled_at: string | null;
  /** An officer's post, as complaints show it ("Sanitary Inspector"); '' for others. */
  designation: Generated<string>;
  /** The language the person's mails go in: the site's at sign-up and at each sign-in (issue 19). */
  language: Generated<Language>;
}

/** The wards an officer looks after (issue 16). */
export interface OfficerWardTable {
  account_id: number;
  ward_id: number;
}

/** A council holiday (YYYY-MM-DD): not a working day when due dates are counted. */
export interface HolidayTable {
  id: Generated<number>;
  day: string;
  name: string;
}

export type AccountLinkPurpose = 'verify-email' | 'reset-password';

/**
 * A single-use link mailed to a person. Only the SHA-256 of its token is kept, so a copy of the
 * database opens no account.
 */
export interface AccountLinkTable {
  token_hash: string;
  account_id: number;
  purpose: AccountLinkPurpose;
  created_at: string;
  expires_at: string;
  /** When it was used, or made void by a newer link or a password change; null while it opens. */
  used_at: string | null;
}

/**
 * One attempt a limit counts (a sign-up from an address, a mail to an email), kept in the
 * database so that every API process of it counts the same (DECISIONS.md, "Limits").
 */
export interface CountedAttemptTable {
  id: Generated<number>;
  /** Which limit: 'sign-up by address', 'mail by email', ... */
  counter: string;
  /** Whom it counts: a client address or a normalised email. */
  subject: string;
  at: string;
}

/**
 * One sign-in: its tokens (renewed ones included) name it, and each call checks it is still
 * running, so that a sign-out ends its tokens at once, on every API process of the database.
 */
export interface AccountSessionTable {
  /** Random, unguessable: the token's `sid` claim. */
  id: string;
  account_id: number;
  created_at: string;
  /** When it was ended (sign-out); null while it runs. */
  ended_at: string | null;
}

/**
 * An uploaded image or document with its checked media type. Its bytes are kept apart in
 * stored_file_chunk, so that a row can be listed without them and a download read piece by piece.
 * A rendition (a smaller WebP copy of an image) is a stored file of its own that names its
 * original; it goes when the original goes.
 */
export interface StoredFileTable {
  id: Generated<number>;
  media_type: string;
  byte_size: number;
  /** SHA-256 of the bytes, lower-case hex: the file's URL carries its start, and its ETag. */
  digest: string;
  /** Pixels as a browser shows the image (after EXIF orientation); null for documents. */
  width: number | null;
  height: number | null;
  original_file_id: number | null;
  /** The width a rendition was made for (its real width); null for an original. */
  rendition_width: number | null;
  created_at: string;
}

/** The bytes of a stored file in pieces of CHUNK_BYTES, numbered from 0. */
export interface StoredFileChunkTable {
  file_id: number;
  seq: number;
  bytes: Buffer;
}

export interface EmployeeTable {
  id: Generated<number>;
  serial_no: number | null;
  name: string;
  designation: string;
  email_address: string | null;
  status: string | null;
  post_remarks: string | null;
  from_date: string | null;
  to_date: string | null;
  land_line_number: string | null;
  mobile_number: string | null;
  show_on_home_page: number;
  photo_file_id: number | null;
  created_at: string;
  /** The name and post in Hindi (issue 19); null when not filled. */
  name_hindi: string | null;
  designation_hindi: string | null;
}

export interface AboutTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  photo_file_id: number | null;
  created_at: string;
  /** The name and text in Hindi (issue 19); null when not filled. */
  name_hindi: string | null;
  description_hindi: string | null;
}

export interface SliderTable {
  id: Generated<number>;
  image_file_id: number | null;
  created_at: string;
  /** The slide's words in English and Hindi (issue 19), also its alt text; null when none. */
  caption: string | null;
  caption_hindi: string | null;
}

/** The last day an item is current (issue 20), 'yyyy-MM-dd' on the council's clock; null: no end. */
export interface ShowUntilColumn {
  show_until: string | null;
}

export interface LatestNewsTable extends HindiTitleColumns, ShowUntilColumn {
  id: Generated<number>;
  title: string;
  description: string;
  created_at: string;
}

/** The Hindi title and description beside the English ones (issue 19); null when not filled. */
export interface HindiTitleColumns {
  title_hindi: string | null;
  description_hindi: string | null;
}

/** Notices, circulars and office orders are the same kind of published document. */
export interface PublishedDocumentColumns extends HindiTitleColumns, ShowUntilColumn {
  id: Generated<number>;
  title: string;
  description: string | null;
  issue_date: string | null;
  document_file_id: number | null;
  created_at: string;
}

export type NoticeTable = PublishedDocumentColumns;
export interface CircularTable extends PublishedDocumentColumns {
  department: string | null;
}
export type OfficeOrderTable = CircularTable;

/** A tender carries up to five documents; document 1 is titled by the tender title itself. */
export interface TenderTable extends HindiTitleColumns {
  id: Generated<number>;
  tender_no: string;
  title: string;
  description: string | null;
  publish_date: string;
  last_date_of_submission: string;
  last_time_of_submission: string | null;
  status: string;
  document_1_name: string | null;
  document_1_file_id: number | null;
  document_2_title: string | null;
  document_2_name: string | null;
  document_2_file_id: number | null;
  document_3_title: string | null;
  document_3_name: string | null;
  document_3_file_id: number | null;
  document_4_title: string | null;
  document_4_name: string | null;
  document_4_file_id: number | null;
  document_5_title: string | null;
  document_5_name: string | null;
  document_5_file_id: number | null;
  created_at: string;
}

export interface GalleryTable extends HindiTitleColumns {
  id: Generated<number>;
  title: string;
  description: string;
  photo_file_id: number | null;
  created_at: string;
}

export interface PressReleaseTable extends HindiTitleColumns, ShowUntilColumn {
  id: Generated<number>;
  title: string;
  description: string | null;
  newspaper_name: string | null;
  page_no: string | null;
  release_date: string | null;
  photo_file_id: number | null;
  created_at: string;
}

export interface GrievanceTypeTable {
  id: Generated<number>;
  title: string;
  /** Working days the council gives itself to resolve a complaint of this category. */
  days_to_resolve: Generated<number>;
}

export interface DistrictTable {
  id: Generated<number>;
  name_english: string;
}

export interface WardTable {
  id: Generated<number>;
  ward_number: string;
}

export interface UlbTable {
  id: Generated<number>;
  name: string;
}

export interface ComplaintTable {
  id: Generated<number>;
  /** The citizen who filed it; public lists never show who. */
  account_id: number;
  grievance_type_id: number;
  district_id: number;
  ward_id: number;
  ulb_id: number;
  suggestion: string;
  landmark: string;
  additional_information: string;
  status: string | null;
  entry_date: string;
  action_by: string | null;
  action_date: string | null;
  public_image_1_file_id: number | null;
  public_image_2_file_id: number | null;
  action_image_1_file_id: number | null;
  action_image_2_file_id: number | null;
  /** YYYY-MM-DD in India: the last working day to answer it; starts again on a reopen. */
  due_date: string | null;
  /** The officer it is assigned to. */
  officer_id: number | null;
  /** Goes up by one with every move: a move made on an older version is refused (409). */
  version: Generated<number>;
  reopen_count: Generated<number>;
  /** When its status last changed: the start of the reopen window. */
  status_changed_at: string | null;
  /** When it was last resolved (for the scorecard). */
  resolved_at: string | null;
  action_taken: string | null;
  rejection_reason: string | null;
  rating: number | null;
  rating_comment: string | null;
  /** 1 when staff hid the citizen's words and photos from the public (reason in the history). */
  citizen_text_hidden: Generated<number>;
  /** When staff first accepted it; the citizen's words are public only from then. */
  accepted_at: string | null;
  last_reminder_at: string | null;
  /** The language it was filed in (issue 19). */
  language: Generated<Language>;
}

/** One move on a complaint: who, when, from and to; never edited or deleted. */
export interface ComplaintEventTable {
  id: Generated<number>;
  complaint_id: number;
  at: string;
  kind: ComplaintEventKind;
  /** null for the system. */
  actor_account_id: number | null;
  actor_role: 'admin' | 'officer' | 'user' | 'system';
  from_status: string | null;
  to_status: string;
  comment: Generated<string>;
  officer_id: number | null;
  photo_1_file_id: number | null;
  photo_2_file_id: number | null;
  rating: number | null;
}

export interface ComplaintReminderTable {
  id: Generated<number>;
  complaint_id: number;
  message: string;
  created_at: string;
}

/** A message sent from the contact page or /feedback (issue 20); its number is made from id and year. */
export interface FeedbackTable {
  id: Generated<number>;
  name: string;
  email: string;
  /** '' where none was given. */
  phone: Generated<string>;
  project: Generated<string>;
  subject: string;
  message: string;
  /** The page it was sent from. */
  page: 'contact' | 'feedback';
  received_at: string;
  /** When an admin marked it handled, and who; both null while it is new. */
  handled_at: string | null;
  handled_by: number | null;
}

/**
 * When a part of the site last changed (issue 20): `part` is a section's table name or 'holiday';
 * written with every create, update and delete of that part (api/src/last-updated).
 */
export interface ContentChangeTable {
  part: string;
  changed_at: string;
}

/**
 * An admin's text of one website policy or help page (issue 20); a page without a row shows its
 * default text. `key` is one of @council/contract's POLICY_PAGES.
 */
export interface PolicyPageTable {
  key: PolicyKey;
  title: string;
  body: string;
  /** '' where the page has no Hindi. */
  title_hindi: Generated<string>;
  body_hindi: Generated<string>;
  updated_at: string;
  /** The admin who saved it; null once that account is gone. */
  updated_by: number | null;
}
