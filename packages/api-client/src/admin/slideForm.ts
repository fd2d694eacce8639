import type { FormTexts, SliderForm } from '@council/contract';
import type { SlideDraft } from './drafts';
import { multipart, PHOTO_FILE_NAME, photoPath } from './multipart';

/** Without a new image the path is sent as 'NA' (SPEC.md section 5). */
type Form = typeof SliderForm;

export const slideForm = (draft: SlideDraft): FormData =>
  multipart(
    {
      'Slider.Id': draft.id,
      'Slider.Caption': draft.caption,
      'Slider.CaptionHindi': draft.captionHindi,
      'Slider.SliderPath': photoPath(draft.newImage),
    } satisfies FormTexts<Form, 'image'>,
    [['SliderImage' satisfies Form['image'], draft.newImage, PHOTO_FILE_NAME]],
  );
