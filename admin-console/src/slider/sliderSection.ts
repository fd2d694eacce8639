import { adminEndpoints, type Slide, type SlideDraft } from '@council/api-client';
import { inEnglishAndHindi } from '../section-editor/bilingual';
import { fileOf, textOf } from '../section-editor/formValues';
import type { EditorSection } from '../section-editor/types';
import { noChecks } from '../section-editor/validation';

/**
 * Slider: a photo and its caption in English and Hindi (issue 19), all optional. The caption is
 * also the slide's alt text on the public page: without one the image is decorative. SPEC.md: no
 * validation; without a new image the path is 'NA'.
 */
export const sliderSection: EditorSection<Slide, SlideDraft> = {
  texts: 'slider',
  endpoint: adminEndpoints.slides,
  fields: [
    ...inEnglishAndHindi<Slide>('caption', 'text'),
    { name: 'photo', kind: 'photo', stored: (record) => record.image },
  ],
  columns: [
    { name: 'photo', kind: 'photo', value: (record) => record.image },
    {
      name: 'caption',
      kind: 'text',
      value: (record) => record.caption,
      hindi: (record) => record.captionHindi,
    },
  ],
  toValues: (record) => ({
    caption: record.caption ?? '',
    captionHindi: record.captionHindi ?? '',
    photo: null,
  }),
  toDraft: (values, id) => ({
    id,
    caption: textOf(values.caption).trim(),
    captionHindi: textOf(values.captionHindi).trim(),
    newImage: fileOf(values.photo),
  }),
  validate: noChecks(),
  showsServerMessage: false,
};
