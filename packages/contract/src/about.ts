import { Type, type Static } from '@sinclair/typebox';
import { Base64File, HindiText, Text } from './values';
import { FilePart, FormBody, FormFileText, FormId, FormLongText, FormText } from './form-parts';

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

/** The About form's body, as the API reads and declares it. */
export const AboutFormBody = FormBody({
  [AboutForm.id]: Type.Optional(FormId(AboutForm.id)),
  [AboutForm.name]: FormText('Name'),
  [AboutForm.description]: Type.Optional(FormLongText('Description')),
  [AboutForm.nameHindi]: Type.Optional(FormText('Hindi name')),
  [AboutForm.descriptionHindi]: Type.Optional(FormLongText('Hindi description')),
  [AboutForm.photoPath]: Type.Optional(FormFileText('The photo')),
  [AboutForm.image]: Type.Optional(FilePart('The photo', 'photo')),
});
