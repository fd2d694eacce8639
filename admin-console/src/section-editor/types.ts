import type { AdminEndpoint, StoredFile } from '@council/api-client';
import type { DatePattern } from '@council/ui';

/** What one form input holds: text, a tick, or a newly chosen file. */
export type FieldValue = string | boolean | File | null;
export type FormValues = Record<string, FieldValue>;

export type FieldKind =
  'text' | 'textarea' | 'date' | 'time' | 'number' | 'checkbox' | 'email' | 'photo' | 'document';

/** The language a council text is written in, where the form asks for it in both. */
export type TextLanguage = 'en' | 'hi';

/** One input of an editor's form; its label is the text `{section}.fields.{name}`. */
export interface FieldDeclaration<Entity> {
  name: string;
  kind: FieldKind;
  /**
   * Marked required for the reader; what is checked on submit is the section's `validate`
   * (and, for photo and document fields, the API's rules for the file: the machinery's own).
   */
  required?: boolean;
  /** Offered while typing (the designations the public pages list), free text still allowed. */
  suggestions?: readonly string[];
  /**
   * The language of what is typed, for an input of a text kept in English and Hindi: its `lang`,
   * so that screen readers and spell-checkers use that language whatever the console's is.
   */
  lang?: TextLanguage;
  /** For photo and document fields: the stored file (by URL) of the record being edited. */
  stored?: (record: Entity) => StoredFile | null;
  /** A key of the admin console's texts said under the input (what leaving it empty does). */
  hint?: string;
}

/**
 * One column of an editor's list; its heading is the text `{section}.columns.{name}`. A section
 * lists only its key columns, so that the list fits a 1280 px screen; the rest is in the form.
 */
export type ColumnDeclaration<Entity> = { name: string } & (
  | {
      kind: 'text';
      value: (record: Entity) => string | number | null;
      /**
       * For a text kept in English and Hindi: its Hindi, shown under the English one (both
       * marked with their `lang`) when filled, so a clerk sees which rows still lack it.
       */
      hindi?: (record: Entity) => string | null;
      /** Long text (a description): at most three lines in the list, all of it in the form. */
      long?: boolean;
    }
  | { kind: 'date'; pattern: DatePattern; value: (record: Entity) => string | null }
  /** A "show until" date (issue 20), marked Archived once past on the council's clock. */
  | { kind: 'showUntil'; value: (record: Entity) => string | null }
  | { kind: 'photo'; value: (record: Entity) => StoredFile | null }
  | {
      kind: 'document';
      value: (record: Entity) => StoredFile | null;
      /** The record's words for the document (a saved base64 PDF is called {title}.pdf). */
      title: (record: Entity) => string;
    }
);

/**
 * The texts a check may give: an i18n key of the admin console, with its values. Checks run
 * before any call (SPEC.md section 5).
 */
export interface ValidationMessage {
  key: string;
  values?: Record<string, string>;
}

/** What a section's checks found: a message for every field that needs fixing, by its name. */
export type FieldProblems = Partial<Record<string, ValidationMessage>>;

export interface ValidationContext<Entity> {
  /** The record being edited; undefined in create mode. */
  record: Entity | undefined;
}

/**
 * An admin editor, declared: the section's texts live under `texts` in the admin console's
 * catalogue (en.json), the wire under `endpoint` (@council/api-client).
 */
export interface EditorSection<Entity extends { id: number }, Draft extends { id: number }> {
  texts: string;
  endpoint: AdminEndpoint<Entity, Draft>;
  fields: FieldDeclaration<Entity>[];
  columns: ColumnDeclaration<Entity>[];
  /** What a record looks like in the form (Edit copies it in). */
  toValues: (record: Entity) => FormValues;
  /** What the form sends; id 0 creates, and `record` is the stored one when editing. */
  toDraft: (values: FormValues, id: number, record: Entity | undefined) => Draft;
  /** Every problem of the form at once, each by its field (none: an empty object). */
  validate: (values: FormValues, context: ValidationContext<Entity>) => FieldProblems;
  /**
   * Notice, Circular, Office Order and Tender show the server's message on failure (SPEC.md
   * section 8); the others show their own text.
   */
  showsServerMessage: boolean;
  /**
   * The words that name a record in its row's buttons and the delete question, where its first
   * text column does not (a tender's number says less than its title).
   */
  recordName?: (record: Entity) => string;
}

/** A section of any entity, for the parts of the machinery that do not look inside records. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the ten sections differ in their types
export type AnyEditorSection = EditorSection<any, any>;
