// What an admin's form holds before it is sent: the entity in clean names, with newly chosen
// files in place of the stored base64. A null new file means "keep what is stored" on update.
// The Hindi texts (issue 19) are text, '' when not filled: a draft always sends them, so that an
// edit that empties one clears the stored text (a body without them keeps it).
import type {
  AboutEntry,
  CouncilDocument,
  GalleryItem,
  NewsItem,
  Official,
  PressRelease,
  Tender,
  TenderDocument,
} from '../entities';

/** An entity's optional texts as a form holds them: text, '' for none. */
type Texts<Entity, Field extends keyof Entity> = Omit<Entity, Field> & Record<Field, string>;
type TitledTexts<Entity extends { titleHindi: string | null; descriptionHindi: string | null }> =
  Texts<Entity, 'titleHindi' | 'descriptionHindi'>;

/** id 0 is a new record (SPEC.md section 9); any other id updates that record. */
export type OfficialDraft = Omit<Texts<Official, 'nameHindi' | 'designationHindi'>, 'photo'> & {
  newPhoto: File | null;
};
export type AboutDraft = Omit<Texts<AboutEntry, 'nameHindi' | 'descriptionHindi'>, 'photo'> & {
  newPhoto: File | null;
};
export interface SlideDraft {
  id: number;
  /** The caption in English and Hindi, '' for none (a decorative image). */
  caption: string;
  captionHindi: string;
  newImage: File | null;
}
/**
 * Issue 20: the "show until" date as a form holds it, yyyy-MM-dd or '' for none; always sent, so
 * that emptying it clears the stored date (a body without it keeps it).
 */
type ShownUntil<Entity extends { showUntil: string | null }> = Texts<Entity, 'showUntil'>;
export type NewsItemDraft = Omit<ShownUntil<TitledTexts<NewsItem>>, 'createdDate'>;
export type CouncilDocumentDraft = Omit<ShownUntil<TitledTexts<CouncilDocument>>, 'file'> & {
  newFile: File | null;
};
export type GalleryDraft = Omit<TitledTexts<GalleryItem>, 'photo'> & { newPhoto: File | null };
export type PressReleaseDraft = Omit<ShownUntil<TitledTexts<PressRelease>>, 'photo'> & {
  newPhoto: File | null;
};

export type TenderDocumentDraft = Omit<TenderDocument, 'file'> & { newFile: File | null };
export type TenderDraft = Omit<TitledTexts<Tender>, 'documents' | 'createdDate'> & {
  /** Always five slots, in order, as Tender.documents. */
  documents: TenderDocumentDraft[];
};
