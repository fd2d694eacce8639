import { Type, type Static } from '@sinclair/typebox';
import { Base64File, HindiText } from './values';
import {
  FilePart,
  FormBody,
  FormFileText,
  FormId,
  FormLongText,
  FormText,
  hindiTitleParts,
} from './form-parts';

/** GET /api/Public/gallery, /api/Admin/gallery: one photo, grouped by title on the page. */
export const GalleryWire = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  photoPath: Base64File,
  titleHindi: HindiText,
  descriptionHindi: HindiText,
});
export type GalleryWire = Static<typeof GalleryWire>;

/** POST/PUT /api/Admin/gallery, multipart. */
export const GalleryForm = {
  id: 'Gallery.Id',
  title: 'Gallery.Title',
  description: 'Gallery.Description',
  titleHindi: 'Gallery.TitleHindi',
  descriptionHindi: 'Gallery.DescriptionHindi',
  photoPath: 'Gallery.PhotoPath',
  image: 'GalleryImage',
} as const;

/** The gallery form's body, as the API reads and declares it; a new item needs a photo. */
export const GalleryFormBody = FormBody({
  [GalleryForm.id]: Type.Optional(FormId(GalleryForm.id)),
  [GalleryForm.title]: FormText('Title'),
  [GalleryForm.description]: FormLongText('Description'),
  ...hindiTitleParts(GalleryForm),
  [GalleryForm.photoPath]: Type.Optional(FormFileText('The photo')),
  [GalleryForm.image]: Type.Optional(FilePart('The photo', 'photo')),
});
