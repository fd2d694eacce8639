import { adminEndpoints, type GalleryDraft, type GalleryItem } from '@council/api-client';
import { fileOf, textOf } from '../section-editor/formValues';
import { inEnglishAndHindi } from '../section-editor/bilingual';
import type { EditorSection } from '../section-editor/types';
import { allOf, fileNeeded, required } from '../section-editor/validation';

/**
 * Gallery: title, description and photo; the public gallery groups photos by title. A gallery
 * item is its photo: one is needed (issue 17), as the API asks.
 */
export const gallerySection: EditorSection<GalleryItem, GalleryDraft> = {
  texts: 'gallery',
  endpoint: adminEndpoints.gallery,
  fields: [
    ...inEnglishAndHindi<GalleryItem>('title', 'text', { required: true }),
    ...inEnglishAndHindi<GalleryItem>('description', 'textarea', { required: true }),
    { name: 'photo', kind: 'photo', required: true, stored: (record) => record.photo },
  ],
  columns: [
    { name: 'photo', kind: 'photo', value: (record) => record.photo },
    {
      name: 'title',
      kind: 'text',
      value: (record) => record.title,
      hindi: (record) => record.titleHindi,
    },
    { name: 'description', kind: 'text', long: true, value: (record) => record.description },
  ],
  toValues: (record) => ({
    title: record.title,
    titleHindi: record.titleHindi ?? '',
    description: record.description,
    descriptionHindi: record.descriptionHindi ?? '',
    photo: null,
  }),
  toDraft: (values, id) => ({
    id,
    title: textOf(values.title).trim(),
    titleHindi: textOf(values.titleHindi).trim(),
    description: textOf(values.description).trim(),
    descriptionHindi: textOf(values.descriptionHindi).trim(),
    newPhoto: fileOf(values.photo),
  }),
  validate: allOf(
    required(['title', 'description'], 'validation.titleAndDescription'),
    fileNeeded('photo', (record) => record.photo, 'gallery.validation.photo'),
  ),
  showsServerMessage: false,
};
