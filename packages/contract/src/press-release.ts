import { Type, type Static } from '@sinclair/typebox';
import { Base64File, HindiText, ShowUntil, Text } from './values';

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
