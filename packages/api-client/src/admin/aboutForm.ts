import type { AboutDraft } from './drafts';
import { multipart, PHOTO_FILE_NAME, photoPath } from './multipart';

export const aboutForm = (draft: AboutDraft): FormData =>
  multipart(
    {
      'About.Id': draft.id,
      'About.Name': draft.name,
      'About.Description': draft.description,
      'About.PhotoPath': photoPath(draft.newPhoto),
    },
    [['AboutImage', draft.newPhoto, PHOTO_FILE_NAME]],
  );
