import type { SlideDraft } from './drafts';
import { multipart, PHOTO_FILE_NAME, photoPath } from './multipart';

/** Without a new image the path is sent as 'NA' (SPEC.md section 5). */
export const slideForm = (draft: SlideDraft): FormData =>
  multipart({ 'Slider.Id': draft.id, 'Slider.SliderPath': photoPath(draft.newImage) }, [
    ['SliderImage', draft.newImage, PHOTO_FILE_NAME],
  ]);
