import { Type, type Static } from '@sinclair/typebox';
import { Base64File, HindiText } from './values';

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
