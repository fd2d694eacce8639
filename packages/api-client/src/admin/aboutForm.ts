import type { AboutForm, FormTexts } from '@council/contract';
import type { AboutDraft } from './drafts';
import { multipart, PHOTO_FILE_NAME, photoPath } from './multipart';

type Form = typeof AboutForm;

export const aboutForm = (draft: AboutDraft): FormData =>
  multipart(
    {
      'About.Id': draft.id,
      'About.Name': draft.name,
      'About.Description': draft.description,
      'About.NameHindi': draft.nameHindi,
      'About.DescriptionHindi': draft.descriptionHindi,
      'About.PhotoPath': photoPath(draft.newPhoto),
    } satisfies FormTexts<Form, 'image'>,
    [['AboutImage' satisfies Form['image'], draft.newPhoto, PHOTO_FILE_NAME]],
  );
