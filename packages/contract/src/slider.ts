import { Type, type Static } from '@sinclair/typebox';
import { Base64File, HindiText } from './values';
import { FilePart, FormBody, FormFileText, FormId, FormText } from './form-parts';

/**
 * GET /api/Public/slider, /api/Admin/slider: one slide of the home page's carousel. The caption
 * in English and Hindi (issue 19) is also the image's alt text; null for a decorative image.
 */
export const SlideWire = Type.Object({
  id: Type.Integer(),
  sliderPath: Base64File,
  caption: HindiText,
  captionHindi: HindiText,
});
export type SlideWire = Static<typeof SlideWire>;

/** POST/PUT /api/Admin/slider, multipart; Caption and CaptionHindi are ours (issue 19). */
export const SliderForm = {
  id: 'Slider.Id',
  caption: 'Slider.Caption',
  captionHindi: 'Slider.CaptionHindi',
  sliderPath: 'Slider.SliderPath',
  image: 'SliderImage',
} as const;

/** The slider form's body, as the API reads and declares it; a new slide needs its image. */
export const SliderFormBody = FormBody({
  [SliderForm.id]: Type.Optional(FormId(SliderForm.id)),
  [SliderForm.caption]: Type.Optional(FormText('Caption')),
  [SliderForm.captionHindi]: Type.Optional(FormText('Hindi caption')),
  [SliderForm.sliderPath]: Type.Optional(FormFileText('The photo')),
  [SliderForm.image]: Type.Optional(FilePart('The photo', 'photo')),
});
