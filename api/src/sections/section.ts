import type { PagedPaths } from '@council/contract';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Expression, Kysely } from 'kysely';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import type { CheckedFile } from '../files/checkUpload';
import type { PageFilter } from '../paging/sectionPage';
import type { FileField } from './sectionFiles';

/**
 * A section of the admin screens (notices, tenders, gallery, ...): one table, one list that
 * the public and admin calls share, and create, update and delete. Each section's own file
 * says only what differs: its wire names, its form and its rules.
 */
export interface Section<
  Row extends { id: number },
  Payload = unknown,
  Wire extends TSchema = TSchema,
  FileWire extends string = string,
> {
  /** The table, in the council's words. */
  table: SectionTable;
  /** The path after /api/Public or /api/Admin, as SPEC.md section 7 spells it. */
  path: string;
  /** Lower-case name for messages: 'No notice with id 5.' */
  label: string;
  /** OpenAPI tag and the success messages' subject. */
  title: string;
  /** The record's stored files: base64 in the SPEC.md answers, by URL in the paged ones. */
  files: readonly FileField<Row, FileWire>[];
  /** Its paged calls: PagedPaths.admin[pagedName] (and .public, for a published section). */
  pagedName: PagedSectionName;
  /** Filters its paged calls take besides ?page= and ?size=, if any. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each section's own query
  pageFilter?: PageFilter<any>;
  /**
   * Its items carry a "show until" date (issue 20): the public lists leave out those past it
   * (archive/currentItems.ts), the admin lists and the item's own page keep them.
   */
  showUntil?: true;
  /** List order: newest first where that is what a reader wants; id last keeps it stable. */
  order: readonly (readonly [string | Expression<unknown>, 'asc' | 'desc'])[];
  /** JSON body schema, for the JSON sections. */
  bodySchema?: TSchema;
  /** The contract's schema of one item as answered. */
  wire: Wire;
  /** The contract's schema of one item of a paged answer (files by URL). */
  pageItem: TSchema;
  /**
   * One row in the wire's names, every field but the files (the shared code adds those):
   * typed by the contract, so a renamed field fails the build.
   */
  toWire(row: Row): Omit<Static<Wire>, FileWire>;
  /** 'multipart' for forms with files, 'json' for latest news. */
  body: 'multipart' | 'json';
  /**
   * A multipart form's contract schema: declared as the requestBody and read by (its file
   * fields, sizes and text limits), so the two are one (multipartSection.ts, multipartForm).
   */
  formBody?: TObject;
  /** The wire names of the form, for the OpenAPI description. */
  formFields: readonly string[];
  /** Reads the request body once (a multipart form is a stream). */
  readPayload(request: FastifyRequest, context: AppContext): Promise<Payload>;
  /** The record id the body names; 0 for a new record. */
  idOf(payload: Payload): number;
  /** Checks the body and turns it into column values; existing is the stored row on update. */
  parse(payload: Payload, context: AppContext, existing: Row | undefined): Promise<SectionInput>;
}

/** The sections' names in PagedPaths (the complaint counts are not a section). */
export type PagedSectionName = Exclude<keyof typeof PagedPaths.admin, 'complaintCounts'>;

export type SectionTable =
  | 'employee'
  | 'about'
  | 'slider'
  | 'latest_news'
  | 'notice'
  | 'circular'
  | 'office_order'
  | 'tender'
  | 'gallery'
  | 'press_release';

/** What to do with a stored file on save. */
export type FileChange = { replace: CheckedFile } | 'remove' | 'keep';

export interface SectionInput {
  /** Column values other than files. */
  values: Record<string, unknown>;
  /** File column -> change. Columns not named are kept. */
  files: Record<string, FileChange>;
}

/**
 * The sections' tables seen without their exact row types: the shared code reads and writes
 * rows by column name, and each section's mapper holds the typed view.
 */
export type LooseRow = { id: number } & Record<string, unknown>;
export function loose(db: Db): Kysely<Record<SectionTable | 'stored_file', LooseRow>> {
  return db as unknown as Kysely<Record<SectionTable | 'stored_file', LooseRow>>;
}
