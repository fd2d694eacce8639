// What an admin's form holds before it is sent: the entity in clean names, with newly chosen
// files in place of the stored base64. A null new file means "keep what is stored" on update.
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

/** id 0 is a new record (SPEC.md section 9); any other id updates that record. */
export type OfficialDraft = Omit<Official, 'photo'> & { newPhoto: File | null };
export type AboutDraft = Omit<AboutEntry, 'photo'> & { newPhoto: File | null };
export interface SlideDraft {
  id: number;
  newImage: File | null;
}
export type NewsItemDraft = Omit<NewsItem, 'createdDate'>;
export type CouncilDocumentDraft = Omit<CouncilDocument, 'file'> & { newFile: File | null };
export type GalleryDraft = Omit<GalleryItem, 'photo'> & { newPhoto: File | null };
export type PressReleaseDraft = Omit<PressRelease, 'photo'> & { newPhoto: File | null };

export type TenderDocumentDraft = Omit<TenderDocument, 'file'> & { newFile: File | null };
export type TenderDraft = Omit<Tender, 'documents' | 'createdDate'> & {
  /** Always five slots, in order, as Tender.documents. */
  documents: TenderDocumentDraft[];
};
