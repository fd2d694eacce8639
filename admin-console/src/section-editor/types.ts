import type { AdminEndpoint, StoredFile } from '@council/api-client';
import type { DatePattern } from '@council/ui';

/** What one form input holds: text, a tick, or a newly chosen file. */
export type FieldValue = string | boolean | File | null;
export type FormValues = Record<string, FieldValue>;

export type FieldKind =
  'text' | 'textarea' | 'date' | 'time' | 'number' | 'checkbox' | 'email' | 'photo' | 'document';

/** One input of an editor's form; its label is the text `{section}.fields.{name}`. */
export interface FieldDeclaration<Entity> {
  name: string;
  kind: FieldKind;
  /** Marked required for the reader; what is checked on submit is the section's `validate`. */
  required?: boolean;
  /** Offered while typing (the designations the public pages list), free text still allowed. */
  suggestions?: readonly string[];
  /** For photo and document fields: the stored file (by URL) of the record being edited. */
  stored?: (record: Entity) => StoredFile | null;
}

/** One column of an editor's list; its heading is the text `{section}.columns.{name}`. */
export type ColumnDeclaration<Entity> = { name: string } & (
  | { kind: 'text'; value: (record: Entity) => string | number | null }
  | { kind: 'date'; pattern: DatePattern; value: (record: Entity) => string | null }
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
  validate: (values: FormValues, context: ValidationContext<Entity>) => ValidationMessage | null;
  /**
   * Notice, Circular, Office Order and Tender show the server's message on failure (SPEC.md
   * section 8); the others show their own text.
   */
  showsServerMessage: boolean;
}

/** A section of any entity, for the parts of the machinery that do not look inside records. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the ten sections differ in their types
export type AnyEditorSection = EditorSection<any, any>;
