import { adminEndpoints, type GalleryDraft, type GalleryItem } from '@council/api-client';
import { fileOf, textOf } from '../section-editor/formValues';
import type { EditorSection } from '../section-editor/types';
import { required } from '../section-editor/validation';

/** Gallery: title, description and photo; the public gallery groups photos by title. */
export const gallerySection: EditorSection<GalleryItem, GalleryDraft> = {
  texts: 'gallery',
  endpoint: adminEndpoints.gallery,
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'description', kind: 'textarea', required: true },
    { name: 'photo', kind: 'photo', stored: (record) => record.photo },
  ],
  columns: [
    { name: 'title', kind: 'text', value: (record) => record.title },
    { name: 'description', kind: 'text', value: (record) => record.description },
    { name: 'photo', kind: 'photo', value: (record) => record.photo },
  ],
  toValues: (record) => ({ title: record.title, description: record.description, photo: null }),
  toDraft: (values, id) => ({
    id,
    title: textOf(values.title).trim(),
    description: textOf(values.description).trim(),
    newPhoto: fileOf(values.photo),
  }),
  validate: required(['title', 'description'], 'validation.titleAndDescription'),
  showsServerMessage: false,
};
