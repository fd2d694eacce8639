import { Type, type Static } from '@sinclair/typebox';
import { Base64File, HindiText, ShowUntil, Text } from './values';
import {
  FilePart,
  FormBody,
  FormDate,
  FormFileText,
  FormId,
  FormLongText,
  FormText,
  hindiTitleParts,
} from './form-parts';

/** GET /api/Public/press-release, /api/Admin/press-release. */
export const PressReleaseWire = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Text,
  releaseNewsPaperName: Text,
  releasesPageNo: Text,
  releaseDate: Text,
  photoPath: Base64File,
  titleHindi: HindiText,
  descriptionHindi: HindiText,
  showUntil: ShowUntil,
});
export type PressReleaseWire = Static<typeof PressReleaseWire>;

/** POST/PUT /api/Admin/press-release, multipart; ShowUntil as the notices' (issue 20). */
export const PressReleaseForm = {
  id: 'PressRelease.Id',
  title: 'PressRelease.Title',
  description: 'PressRelease.Description',
  titleHindi: 'PressRelease.TitleHindi',
  descriptionHindi: 'PressRelease.DescriptionHindi',
  newspaper: 'PressRelease.ReleaseNewsPaperName',
  pageNo: 'PressRelease.ReleasesPageNo',
  releaseDate: 'PressRelease.ReleaseDate',
  showUntil: 'PressRelease.ShowUntil',
  photoPath: 'PressRelease.PhotoPath',
  image: 'PressReleaseImage',
} as const;

/** The press release form's body, as the API reads and declares it. */
export const PressReleaseFormBody = FormBody({
  [PressReleaseForm.id]: Type.Optional(FormId(PressReleaseForm.id)),
  [PressReleaseForm.title]: FormText('Title'),
  [PressReleaseForm.description]: Type.Optional(FormLongText('Description')),
  ...hindiTitleParts(PressReleaseForm),
  [PressReleaseForm.newspaper]: Type.Optional(FormText('Release newspaper name')),
  [PressReleaseForm.pageNo]: Type.Optional(FormText('Releases page no', 20)),
  [PressReleaseForm.releaseDate]: Type.Optional(FormDate('Release date')),
  [PressReleaseForm.showUntil]: Type.Optional(FormDate('Show until')),
  [PressReleaseForm.photoPath]: Type.Optional(FormFileText('The photo')),
  [PressReleaseForm.image]: Type.Optional(FilePart('The photo', 'photo')),
});
