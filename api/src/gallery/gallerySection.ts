import { GalleryForm as F, GalleryFormBody, GalleryPageItem, GalleryWire } from '@council/contract';
import type { Selectable } from 'kysely';
import type { GalleryTable } from '../db/schema';
import { ClientError } from '../http/errors';
import { MAX_LONG_TEXT, optionalText } from '../http/formValues';
import type { Form } from '../http/multipartForm';
import { formIdOf, multipartForm, imageChange } from '../sections/multipartSection';
import { hindiTextValues, hindiTitleFields } from '../sections/hindiTexts';
import type { Section } from '../sections/section';

export const gallerySection: Section<
  Selectable<GalleryTable>,
  Form,
  typeof GalleryWire,
  'photoPath'
> = {
  table: 'gallery',
  path: '/gallery',
  label: 'gallery item',
  title: 'Gallery',
  files: [{ column: 'photo_file_id', wire: 'photoPath' }],
  pagedName: 'gallery',
  // Newest first, as every list a reader pages through (issue 14); the page groups a page's
  // photos by title, and an album's photos, added together, stay together.
  order: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  wire: GalleryWire,
  pageItem: GalleryPageItem,
  ...multipartForm(GalleryFormBody),
  idOf: formIdOf(F.id),
  toWire: (row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    titleHindi: row.title_hindi,
    descriptionHindi: row.description_hindi,
  }),
  async parse(form, context, existing) {
    const title = optionalText(form.text(F.title), 'Title');
    const description = optionalText(form.text(F.description), 'Description', MAX_LONG_TEXT);
    if (!title || !description) {
      throw new ClientError(400, 'Title and Description are required fields!');
    }
    const hindi = hindiTextValues((field) => form.text(field), hindiTitleFields(F));
    const photo = await imageChange(form, F.image, F.photoPath, context, 'The photo');
    // A gallery item is its photo (issue 17): a new one needs one, and an edit keeps the stored one.
    if (photo === 'keep' && !existing?.photo_file_id) {
      throw new ClientError(400, 'A gallery item needs a photo: choose a JPEG, PNG or WebP photo.');
    }
    return {
      values: {
        title,
        description,
        ...hindi,
        ...(existing ? {} : { created_at: new Date().toISOString() }),
      },
      files: { photo_file_id: photo },
    };
  },
};
