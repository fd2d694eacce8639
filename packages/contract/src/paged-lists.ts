import { Type, type Static } from '@sinclair/typebox';
import { AboutWire } from './about';
import { ComplaintWire } from './complaint';
import { CircularWire, NoticeWire } from './council-document';
import { GalleryWire } from './gallery';
import { ComplaintListFacts } from './grievance-desk';
import { OfficialWire } from './official';
import { withStoredFiles } from './paging';
import { PressReleaseWire } from './press-release';
import { SlideWire } from './slider';
import { TenderWire } from './tender';

// The items of the paged calls: each SPEC.md item with its files by URL (see withStoredFiles).
// Latest news has no file, so its paged item is LatestNewsWire itself.
export const SlidePageItem = withStoredFiles(SlideWire, ['sliderPath']);
export const AboutPageItem = withStoredFiles(AboutWire, ['photoPath']);
export const OfficialPageItem = withStoredFiles(OfficialWire, ['photoPath']);
export const NoticePageItem = withStoredFiles(NoticeWire, ['filePath']);
export const CircularPageItem = withStoredFiles(CircularWire, ['filePath']);
export const TenderPageItem = withStoredFiles(TenderWire, [
  'file',
  'file2',
  'file3',
  'file4',
  'file5',
]);
export const GalleryPageItem = withStoredFiles(GalleryWire, ['photoPath']);
export const PressReleasePageItem = withStoredFiles(PressReleaseWire, ['photoPath']);
export const ComplaintPageItem = Type.Composite([
  withStoredFiles(ComplaintWire, [
    'pub_Image_1',
    'pub_Image_2',
    'action_Image_1',
    'action_Image_2',
  ]),
  Type.Object(ComplaintListFacts),
]);
export type SlidePageItem = Static<typeof SlidePageItem>;
export type AboutPageItem = Static<typeof AboutPageItem>;
export type OfficialPageItem = Static<typeof OfficialPageItem>;
export type NoticePageItem = Static<typeof NoticePageItem>;
export type CircularPageItem = Static<typeof CircularPageItem>;
export type TenderPageItem = Static<typeof TenderPageItem>;
export type GalleryPageItem = Static<typeof GalleryPageItem>;
export type PressReleasePageItem = Static<typeof PressReleasePageItem>;
export type ComplaintPageItem = Static<typeof ComplaintPageItem>;
