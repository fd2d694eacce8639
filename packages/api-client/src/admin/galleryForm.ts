import type { FormTexts, GalleryForm } from '@council/contract';
import type { GalleryDraft } from './drafts';
import { multipart, PHOTO_FILE_NAME, photoPath } from './multipart';

/** The gallery image keeps its original name (or photo.jpg when it has none). */
type Form = typeof GalleryForm;

export const galleryForm = (draft: GalleryDraft): FormData =>
  multipart(
    {
      'Gallery.Id': draft.id,
      'Gallery.Title': draft.title,
      'Gallery.Description': draft.description,
      'Gallery.TitleHindi': draft.titleHindi,
      'Gallery.DescriptionHindi': draft.descriptionHindi,
      'Gallery.PhotoPath': photoPath(draft.newPhoto),
    } satisfies FormTexts<Form, 'image'>,
    [
      [
        'GalleryImage' satisfies Form['image'],
        draft.newPhoto,
        draft.newPhoto?.name || PHOTO_FILE_NAME,
      ],
    ],
  );
