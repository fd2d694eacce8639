import { Type, type Static } from '@sinclair/typebox';
import { Base64File } from './values';

/** GET /api/Public/slider, /api/Admin/slider: one slide of the home page's carousel. */
export const SlideWire = Type.Object({ id: Type.Integer(), sliderPath: Base64File });
export type SlideWire = Static<typeof SlideWire>;

/** POST/PUT /api/Admin/slider, multipart. */
export const SliderForm = {
  id: 'Slider.Id',
  sliderPath: 'Slider.SliderPath',
  image: 'SliderImage',
} as const;
