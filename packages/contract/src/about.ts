import { Type, type Static } from '@sinclair/typebox';
import { Base64File, HindiText, Text } from './values';

/** GET /api/Public/about, /api/Admin/about: one entry of the About page. */
export const AboutWire = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Text,
  photoPath: Base64File,
  nameHindi: HindiText,
  descriptionHindi: HindiText,
});
export type AboutWire = Static<typeof AboutWire>;

/** POST/PUT /api/Admin/about, multipart. */
export const AboutForm = {
  id: 'About.Id',
  name: 'About.Name',
  description: 'About.Description',
  nameHindi: 'About.NameHindi',
  descriptionHindi: 'About.DescriptionHindi',
  photoPath: 'About.PhotoPath',
  image: 'AboutImage',
} as const;
