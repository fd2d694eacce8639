import type { FormTexts, PressReleaseForm } from '@council/contract';
import type { PressReleaseDraft } from './drafts';
import { multipart, PHOTO_FILE_NAME, photoPath } from './multipart';

type Form = typeof PressReleaseForm;

export const pressReleaseForm = (draft: PressReleaseDraft): FormData =>
  multipart(
    {
      'PressRelease.Id': draft.id,
      'PressRelease.Title': draft.title,
      'PressRelease.Description': draft.description,
      'PressRelease.TitleHindi': draft.titleHindi,
      'PressRelease.DescriptionHindi': draft.descriptionHindi,
      'PressRelease.ReleaseNewsPaperName': draft.newspaper,
      'PressRelease.ReleasesPageNo': draft.pageNo,
      'PressRelease.ReleaseDate': draft.releaseDate,
      'PressRelease.ShowUntil': draft.showUntil,
      'PressRelease.PhotoPath': photoPath(draft.newPhoto),
    } satisfies FormTexts<Form, 'image'>,
    [['PressReleaseImage' satisfies Form['image'], draft.newPhoto, PHOTO_FILE_NAME]],
  );
